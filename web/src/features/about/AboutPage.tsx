// Placeholder until this screen's issue lands.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
