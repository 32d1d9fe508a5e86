/** What the toolbar does to the text and where the selection lands (pure, so it is tested without a browser). */
export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

export type LinePrefix = 'heading' | 'bullet' | 'numbered' | 'quote';
const PREFIX: Record<LinePrefix, string> = { heading: '## ', bullet: '- ', numbered: '1. ', quote: '> ' };

/** Wraps the selection in `mark` (bold **, italic _); with nothing selected, inserts `placeholder` wrapped. */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  mark: string,
  placeholder: string,
): TextEdit {
  const selected = text.slice(start, end) || placeholder;
  const value = text.slice(0, start) + mark + selected + mark + text.slice(end);
  return { value, selectionStart: start + mark.length, selectionEnd: start + mark.length + selected.length };
}

/**
 * Starts every line the selection touches with the prefix (numbered lists count up), or removes it when all of them
 * already have it, so the same button turns the format on and off.
 */
export function prefixLines(text: string, start: number, end: number, kind: LinePrefix): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const pattern = { heading: /^#{1,6} /, bullet: /^[-*+] /, numbered: /^\d+\. /, quote: /^> ?/ }[kind];
  const allHave = lines.every((l) => pattern.test(l));
  const changed = lines
    .map((l, i) => {
      if (allHave) return l.replace(pattern, '');
      const bare = l.replace(/^(#{1,6} |[-*+] |\d+\. |> ?)/, '');
      return (kind === 'numbered' ? `${i + 1}. ` : PREFIX[kind]) + bare;
    })
    .join('\n');
  const value = text.slice(0, lineStart) + changed + text.slice(lineEnd);
  return { value, selectionStart: lineStart, selectionEnd: lineStart + changed.length };
}

/** Inserts a block (a table, an image) on lines of its own at the cursor, replacing any selection. */
export function insertBlock(text: string, start: number, end: number, block: string): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const value = before + lead + block + trail + after;
  const at = before.length + lead.length;
  return { value, selectionStart: at, selectionEnd: at + block.length };
}

/** Inserts text in place of the selection (a link). */
export function insertInline(text: string, start: number, end: number, inline: string): TextEdit {
  const value = text.slice(0, start) + inline + text.slice(end);
  return { value, selectionStart: start, selectionEnd: start + inline.length };
}

export const TABLE_TEMPLATE = '| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |';

/** Markdown for a link; brackets in the text and parentheses in the address are escaped so neither breaks out. */
export function linkMarkdown(label: string, url: string): string {
  const text = label.replace(/([[\]\\])/g, '\\$1');
  return `[${text}](${encodeParens(url.trim())})`;
}

export function imageMarkdown(alt: string, url: string): string {
  const text = alt
    .replace(/([[\]\\])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim();
  return `![${text}](${encodeParens(url.trim())})`;
}

const encodeParens = (url: string) => url.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\s/g, '%20');
