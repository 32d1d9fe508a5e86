// Placeholder until this screen's issue lands.
export default function ToolsPage() {
  return <h1>ToolsPage</h1>;
}
