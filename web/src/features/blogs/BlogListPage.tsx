// Placeholder until this screen's issue lands.
export default function BlogListPage() {
  return <h1>BlogListPage</h1>;
}
