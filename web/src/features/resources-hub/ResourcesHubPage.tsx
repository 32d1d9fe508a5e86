// Placeholder until this screen's issue lands.
export default function ResourcesHubPage() {
  return <h1>ResourcesHubPage</h1>;
}
