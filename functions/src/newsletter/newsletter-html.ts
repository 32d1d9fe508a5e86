import { URL } from 'node:url';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { responsiveSources } from '@36x/common';

/**
 * A post's Markdown as mail (SITE-NEWS-3). The SAME renderer as the site's posts (web/src/components/markdown/
 * Markdown.tsx): react-markdown is remark-parse, the plugins (remark-gfm: tables, strikethrough, task lists),
 * remark-rehype with raw HTML kept as a node and then shown as TEXT (no rehype-raw), and a URL rule; here the same
 * packages at the same versions, with the same options, end in an HTML string instead of React elements. What mail
 * needs on top: inline styles on every element (clients drop <style> blocks and classes), absolute links and
 * pictures, a width on each picture, no data: pictures (clients block them), and nothing a client could run.
 */

/** The mail's content width: a 600 px frame less its padding. */
export const MAIL_CONTENT_WIDTH = 536;

export const MAIL_COLORS = {
  brand: '#0E4D4F',
  brandDark: '#072F31',
  accent: '#8A5A0B',
  ink: '#1A2526',
  muted: '#4B5858',
  line: '#D9E2E2',
  page: '#F3F5F5',
  tint: '#EEF3F3',
} as const;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `font-family:${FONT};font-size:16px;line-height:1.7;color:${MAIL_COLORS.ink};`;

/** Inline styles per element; the site's rhythm (paragraph gaps, headings from h2) in mail-safe CSS. */
const STYLE: Record<string, string> = {
  p: `margin:0 0 16px;${TEXT}`,
  h2: `margin:28px 0 12px;font-family:${FONT};font-size:22px;line-height:1.3;font-weight:700;color:${MAIL_COLORS.ink};`,
  h3: `margin:24px 0 10px;font-family:${FONT};font-size:19px;line-height:1.3;font-weight:700;color:${MAIL_COLORS.ink};`,
  h4: `margin:20px 0 8px;font-family:${FONT};font-size:17px;line-height:1.3;font-weight:700;color:${MAIL_COLORS.ink};`,
  a: `color:${MAIL_COLORS.brand};font-weight:600;text-decoration:underline;`,
  ul: 'margin:0 0 16px;padding-left:28px;',
  ol: 'margin:0 0 16px;padding-left:28px;',
  li: `margin:0 0 6px;${TEXT}`,
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${MAIL_COLORS.line};color:${MAIL_COLORS.muted};`,
  table: `border-collapse:collapse;width:100%;margin:0 0 16px;font-family:${FONT};font-size:14px;`,
  th: `border:1px solid ${MAIL_COLORS.line};padding:8px 10px;text-align:left;vertical-align:top;background:${MAIL_COLORS.tint};font-weight:700;color:${MAIL_COLORS.ink};`,
  td: `border:1px solid ${MAIL_COLORS.line};padding:8px 10px;text-align:left;vertical-align:top;color:${MAIL_COLORS.ink};`,
  code: `font-family:Menlo,Consolas,monospace;font-size:14px;background:${MAIL_COLORS.tint};padding:1px 4px;border-radius:3px;`,
  pre: `margin:0 0 16px;padding:12px;background:${MAIL_COLORS.tint};border-radius:4px;white-space:pre-wrap;word-break:break-word;font-family:Menlo,Consolas,monospace;font-size:14px;`,
  hr: `border:0;border-top:1px solid ${MAIL_COLORS.line};margin:24px 0;`,
  img: 'display:block;max-width:100%;height:auto;border:0;margin:8px 0 16px;',
  del: '',
  strong: '',
  em: '',
  br: '',
  section: '',
  sup: '',
  thead: '',
  tbody: '',
  tr: '',
};

/** The page's title is the h1: a post's own headings start at h2, as on the site. */
const HEADING: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };
/** Attributes a mail keeps; everything else (ids, classes, data-*, event handlers) goes. */
const KEEP = new Set(['href', 'src', 'alt', 'title', 'width']);

/**
 * The site's link rule (safeUrl in Markdown.tsx: http(s), mailto, tel and relative addresses; javascript:, data:,
 * vbscript: and every other scheme dropped), then made absolute against the post's address. '' when refused.
 */
export function mailUrl(raw: string, base: string, kind: 'link' | 'image'): string {
  const value = raw.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  const allowed = kind === 'image' ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel'];
  if (scheme && !allowed.includes(scheme)) return '';
  if (scheme === 'mailto' || scheme === 'tel') return value;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** A picture's width attribute: its real width when the upload's name says it (never wider than the column). */
export function mailImageWidth(src: string, column = MAIL_CONTENT_WIDTH): number {
  const known = responsiveSources(src)?.width;
  return known ? Math.min(known, column) : column;
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true });

/** The body as a hast tree, made mail-safe: the unit both the HTML and the plain-text parts are written from. */
export function mailTree(markdown: string, postUrl: string): Root {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  tree.children = clean(tree.children, postUrl, false) as RootContent[];
  return tree;
}

/** Walks the tree: raw HTML becomes text, tags get their mail form and style, addresses their absolute form. */
function clean(
  nodes: readonly RootContent[],
  base: string,
  inPre: boolean,
  parent = 'root',
): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'raw') out.push({ type: 'text', value: node.value });
    else if (node.type === 'text' && CONTAINER.has(parent) && !node.value.trim()) continue;
    else if (node.type === 'text') out.push(...lineBreaks(node.value, inPre));
    else if (node.type === 'element') out.push(...element(node, base, inPre));
  }
  return out;
}

/** Elements whose own text is only the line breaks between their blocks (dropped: they are not the post's words). */
const CONTAINER = new Set([
  'root',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'blockquote',
  'section',
]);

/** A single line break inside a paragraph stays a line break, as the site shows it (white-space: pre-line). */
function lineBreaks(value: string, inPre: boolean): ElementContent[] {
  if (inPre || !value.includes('\n')) return [{ type: 'text', value }];
  return value.split('\n').flatMap((part, i): ElementContent[] => {
    const text: ElementContent = { type: 'text', value: part };
    return i === 0 ? [text] : [{ type: 'element', tagName: 'br', properties: {}, children: [] }, text];
  });
}

function element(node: Element, base: string, inPre: boolean): ElementContent[] {
  const tag = HEADING[node.tagName] ?? node.tagName;
  const pre = inPre || tag === 'pre';
  const children = clean(node.children as RootContent[], base, pre, tag);
  if (tag === 'input') {
    // A task list's checkbox: a form control has no place in mail; the mark says the same.
    return [{ type: 'text', value: node.properties.checked ? '☑ ' : '☐ ' }];
  }
  if (!(tag in STYLE)) return children; // anything unexpected: its content only
  const properties: Element['properties'] = {};
  for (const [key, value] of Object.entries(node.properties)) if (KEEP.has(key)) properties[key] = value;
  if (tag === 'a') {
    const href = mailUrl(String(node.properties.href ?? ''), base, 'link');
    if (!href) return children;
    properties.href = href;
  }
  if (tag === 'img') {
    const src = mailUrl(String(node.properties.src ?? ''), base, 'image');
    if (!src) return [];
    properties.src = src;
    properties.alt = String(node.properties.alt ?? '');
    properties.width = mailImageWidth(src);
  }
  const align = node.properties.align;
  const extra =
    typeof align === 'string' && /^(left|right|center)$/.test(align) ? `text-align:${align};` : '';
  const style = (STYLE[tag] ?? '') + extra;
  if (style) properties.style = style;
  return [{ type: 'element', tagName: tag, properties, children }];
}

/** The body as mail HTML (a fragment; the frame is newsletter-mail.ts's). */
export function mailBodyHtml(markdown: string, postUrl: string): string {
  return toHtml(mailTree(markdown, postUrl));
}

/** Block elements: a blank line (or a line) around them in the plain-text part. */
const BLOCK = new Set(['p', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'table', 'ul', 'ol', 'hr', 'section']);

/**
 * The same body as plain text for the text/plain part: paragraphs apart, list items with a dash, links with their
 * address after them, pictures as their alt text, table rows one a line with cells apart.
 */
export function mailBodyText(markdown: string, postUrl: string): string {
  const text = textOf(mailTree(markdown, postUrl).children as ElementContent[], '');
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function textOf(nodes: readonly ElementContent[], indent: string): string {
  return nodes.map((n) => nodeText(n, indent)).join('');
}

function nodeText(node: ElementContent, indent: string): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const inner = () => textOf(node.children, indent);
  switch (node.tagName) {
    case 'br':
      return '\n' + indent;
    case 'a': {
      const label = inner();
      const href = String(node.properties.href ?? '');
      return href && href !== label && `mailto:${label}` !== href ? `${label} (${href})` : label;
    }
    case 'img':
      return node.properties.alt ? `[${String(node.properties.alt)}]` : '';
    case 'hr':
      return '\n\n----\n\n';
    case 'li':
      return `${indent}- ${textOf(node.children, indent + '  ').trim()}\n`;
    case 'tr':
      return (
        node.children
          .map((c) => nodeText(c, indent).trim())
          .filter(Boolean)
          .join(' | ') + '\n'
      );
    case 'blockquote':
      return `\n\n${inner()
        .trim()
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')}\n\n`;
    default:
      return BLOCK.has(node.tagName) ? `\n\n${inner().trim()}\n\n` : inner();
  }
}
