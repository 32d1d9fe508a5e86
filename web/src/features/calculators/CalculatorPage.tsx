// Placeholder until this screen's issue lands.
export default function CalculatorPage() {
  return <h1>CalculatorPage</h1>;
}
