// Placeholder until this screen's issue lands.
export default function EnquiryPage() {
  return <h1>EnquiryPage</h1>;
}
