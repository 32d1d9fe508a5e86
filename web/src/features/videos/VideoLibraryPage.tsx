// Placeholder until this screen's issue lands.
export default function VideoLibraryPage() {
  return <h1>VideoLibraryPage</h1>;
}
