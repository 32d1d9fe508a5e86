// Placeholder until this screen's issue lands.
export default function LoginPage() {
  return <h1>LoginPage</h1>;
}
