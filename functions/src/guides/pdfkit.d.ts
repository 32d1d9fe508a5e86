// pdfkit ships no types (and @types/pdfkit is not a dependency): what the guides call of its API, typed here. The
// tests also spy on text() through the prototype.
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    lineGap?: number;
    lineBreak?: boolean;
    characterSpacing?: number;
  }
  interface DocumentOptions {
    size?: string;
    margins?: { top: number; bottom: number; left: number; right: number };
    bufferPages?: boolean;
    info?: Record<string, string | Date>;
    lang?: string;
    displayTitle?: boolean;
    font?: Uint8Array;
  }
  class PDFDocument {
    constructor(options?: DocumentOptions, ...more: unknown[]);
    x: number;
    y: number;
    page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
    };
    registerFont(name: string, font: Uint8Array): this;
    font(name: string | Uint8Array): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    addPage(): this;
    rect(x: number, y: number, w: number, h: number): this;
    fill(color?: string): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
