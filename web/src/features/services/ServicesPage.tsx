// Placeholder until this screen's issue lands.
export default function ServicesPage() {
  return <h1>ServicesPage</h1>;
}
