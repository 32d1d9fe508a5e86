// Placeholder until this screen's issue lands.
export default function BlogDetailPage() {
  return <h1>BlogDetailPage</h1>;
}
