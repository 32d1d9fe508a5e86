// Placeholder until this screen's issue lands.
export default function AdminDashboardPage() {
  return <h1>AdminDashboardPage</h1>;
}
