// Placeholder until this screen's issue lands.
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
