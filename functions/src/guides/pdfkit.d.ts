// pdfkit ships no types (and @types/pdfkit is not a dependency): the guides' generator is JavaScript, and the
// tests only spy on its text() calls.
declare module 'pdfkit' {
  const PDFDocument: { prototype: { text: (...args: unknown[]) => unknown } };
  export default PDFDocument;
}
