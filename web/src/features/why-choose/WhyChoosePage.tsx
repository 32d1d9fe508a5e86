// Placeholder until this screen's issue lands.
export default function WhyChoosePage() {
  return <h1>WhyChoosePage</h1>;
}
