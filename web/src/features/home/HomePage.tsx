// Placeholder until this screen's issue lands.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
