// Citations in comments: where they are, which are old-style, and what replaces them
// (docs/requirements/citations.json). Shared by scripts/rewrite-citations.mjs and scripts/check-citations.mjs.
//
// Old style: "000 §2", "001 §9 \"Loan\"", "ARCHITECTURE §5", "spec §9", "issue 15" — documents a newcomer does not
// have. New style: the ids of docs/requirements/*.md (SITE-HOME-3, CALC-SIP, ...).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const MAP_FILE = 'docs/requirements/citations.json';

/** Files that talk ABOUT the old forms (the map, these tools, their tests): never rewritten nor checked. */
const EXEMPT = [
  'docs/requirements/',
  'scripts/lib/citations.mjs',
  'scripts/lib/citations.test.mjs',
  'scripts/rewrite-citations.mjs',
  'scripts/check-citations.mjs',
];

const CODE_EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const HASH_COMMENT_EXT = /\.(ya?ml|sh)$|(^|\/)\.ci\/run$/;
const SLASH_COMMENT_EXT = /\.rules$/;
const DOC_EXT = /\.md$/;

/** Tracked and new (not ignored) files this tool reads, relative to ROOT. */
export function listFiles(root = ROOT) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\n').filter(Boolean))]
    .filter((f) => !EXEMPT.some((e) => f.startsWith(e)))
    .filter(
      (f) => CODE_EXT.test(f) || HASH_COMMENT_EXT.test(f) || SLASH_COMMENT_EXT.test(f) || DOC_EXT.test(f),
    )
    .filter((f) => fs.existsSync(path.join(root, f)))
    .sort();
}

/**
 * The [start, end) ranges of a file's text that may carry citations: comments in code, test titles in test files,
 * a document's prose (not its code spans, where old forms appear as examples). Other strings (what users see) are
 * never included.
 */
export function commentRanges(file, text) {
  if (DOC_EXT.test(file)) return proseRanges(text);
  if (CODE_EXT.test(file)) return tsCommentRanges(file, text);
  const marker = HASH_COMMENT_EXT.test(file)
    ? /(^|\s)#.*$/gm
    : SLASH_COMMENT_EXT.test(file)
      ? /\/\/.*$/gm
      : null;
  if (!marker) return [];
  return [...text.matchAll(marker)].map((m) => [m.index, m.index + m[0].length]);
}

/** A document's text outside code (fenced blocks, `inline code`): code there shows old forms as examples. */
function proseRanges(text) {
  const out = [];
  let at = 0;
  for (const m of text.matchAll(/```[\s\S]*?```|`[^`\n]*`/g)) {
    out.push([at, m.index]);
    at = m.index + m[0].length;
  }
  out.push([at, text.length]);
  return out;
}

function tsCommentRanges(file, text) {
  const kind = /x$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.(js|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map();
  const add = (ranges) => {
    for (const r of ranges ?? []) seen.set(r.pos, [r.pos, r.end]);
  };
  // Every token's leading and trailing trivia: covers comments between statements, inside JSX ({/* */}) and at the
  // end of the file.
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(sf)) visit(child);
  };
  add(ts.getLeadingCommentRanges(text, 0));
  visit(sf);
  for (const r of testTitleRanges(sf, TEST_FILE.test(file))) seen.set(r[0], r);
  return [...seen.values()].sort((a, b) => a[0] - b[0]);
}

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs)$/;
const TEST_CALL = /^(describe|it|test)(\.\w+)*$/;

/**
 * Test titles are read by developers, not users: the first string argument of describe/it/test (also
 * `.each(...)(title)`, `test.describe`, `test.step`) in every code file (shared suites such as store.contract.ts
 * declare tests outside *.test.ts files), and, in test files, `name:` strings of test tables.
 */
function testTitleRanges(sf, tables) {
  const out = [];
  const isString = (n) => n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n));
  const inner = (n) => [n.getStart(sf) + 1, n.end - 1];
  const calleeName = (e) => (ts.isCallExpression(e) ? calleeName(e.expression) : e.getText(sf));
  const visit = (node) => {
    if (ts.isCallExpression(node) && isString(node.arguments[0])) {
      const name = calleeName(node.expression).replace(/\.each$/, '');
      if (TEST_CALL.test(name)) out.push(inner(node.arguments[0]));
    }
    if (
      tables &&
      ts.isPropertyAssignment(node) &&
      node.name.getText(sf) === 'name' &&
      isString(node.initializer)
    ) {
      out.push(inner(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

// One citation group: a source and its sections, e.g. `001 §3 "ltcg-calculator", §5, §9 "Capital gains"`,
// `000 §8–§9`, `000 §7/§8`, `ARCHITECTURE §2, §4`, `Spec §9`. Continuation sections belong to the first source.
const SECTION = String.raw`§(\d+)(?:\.\d+)*(?: "([^"\n]*)")?`;
const SOURCE = String.raw`(000|001|ARCHITECTURE(?:\.md)?|[Ss]pec(?:ification)?)`;
const GROUP = new RegExp(
  String.raw`\b${SOURCE} ${SECTION}((?:(?:, ?| and |–|-|/)${SECTION.replace(/\((?!\?)/g, '(?:')})*)`,
  'g',
);
const CONTINUATION = /§(\d+)(?:\.\d+)*(?: "([^"\n]*)")?/g;
const ISSUE = /\b[Ii]ssue #?(\d+)\b/g;

/** Old-style citations still present (for the check): bare sections too, which the rewrite cannot place. */
export const OLD_STYLE = [
  { re: /\b00[01] §\d/g, what: 'a specification section ("000 §N" / "001 §N")' },
  { re: /\bARCHITECTURE(?:\.md)? §\d/g, what: 'an architecture section ("ARCHITECTURE §N")' },
  { re: /\b[Ss]pec(?:ification)? §\d/g, what: 'a specification section ("spec §N")' },
  { re: /§\d/g, what: 'a bare section ("§N")' },
  { re: ISSUE, what: 'an issue number ("issue N")' },
];

const sourceKey = (src) => (src.startsWith('ARCH') ? 'ARCHITECTURE' : /^[Ss]pec/.test(src) ? null : src); // "spec §N" names no document

/** The ids for one form in one file: the qualified form first (`001 §3 "Loan"`), then the longest path prefix. */
export function idsFor(map, form, qualifier, file) {
  const entry = (qualifier && map.forms[`${form} "${qualifier}"`]) || map.forms[form];
  if (!entry) return null;
  let best = entry.ids;
  let bestLen = -1;
  for (const [prefix, ids] of Object.entries(entry.byPath ?? {})) {
    if (file.startsWith(prefix) && prefix.length > bestLen) {
      best = ids;
      bestLen = prefix.length;
    }
  }
  return best;
}

/** Rewrites the citations inside one range of text. Returns the new text and the forms it could not map. */
export function rewriteText(map, file, text) {
  const unmapped = [];
  const replaceGroup = (match, src, sec, qual, rest) => {
    let key = sourceKey(src);
    if (key === null) key = map.specAlias?.[file] ?? null;
    if (key === null) {
      unmapped.push(match);
      return match;
    }
    const sections = [[sec, qual]];
    for (const m of rest.matchAll(CONTINUATION)) sections.push([m[1], m[2]]);
    const ids = [];
    for (const [s, q] of sections) {
      const found = idsFor(map, `${key} §${s}`, q, file);
      if (!found) {
        unmapped.push(`${key} §${s}`);
        return match;
      }
      ids.push(...found);
    }
    return [...new Set(ids)].join(', ');
  };
  let out = text.replace(GROUP, replaceGroup);
  out = out.replace(ISSUE, (match, n) => {
    const found = idsFor(map, `issue ${n}`, undefined, file);
    if (!found) {
      unmapped.push(match);
      return match;
    }
    return found.join(', ');
  });
  return { text: tidyIdLists(out), unmapped };
}

const ID_LIST = /\b[A-Z]+-[A-Z]+(?:-\d+)?(?:, [A-Z]+-[A-Z]+(?:-\d+)?)+\b/g;

/** "ADMIN-AUDIT-1, ADMIN-AUDIT, ADMIN-AUDIT-1" -> "ADMIN-AUDIT-1": no repeats, no group beside one of its members. */
export function tidyIdLists(text) {
  return text.replace(ID_LIST, (list) => {
    const ids = [...new Set(list.split(', '))];
    return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}-`))).join(', ');
  });
}

/** Rewrites a whole file's comments (or a document). */
export function rewriteFile(map, file, text) {
  const ranges = commentRanges(file, text);
  let out = '';
  let at = 0;
  const unmapped = [];
  for (const [start, end] of ranges) {
    const r = rewriteText(map, file, text.slice(start, end));
    out += text.slice(at, start) + r.text;
    at = end;
    unmapped.push(...r.unmapped);
  }
  out += text.slice(at);
  return { text: out, unmapped };
}

/** Old-style citations left in a file's comments: [{ line, text, what }]. */
export function findOldStyle(file, text) {
  const found = [];
  for (const [start, end] of commentRanges(file, text)) {
    const slice = text.slice(start, end);
    const hits = new Map();
    for (const { re, what } of OLD_STYLE) {
      for (const m of slice.matchAll(re)) {
        const at = start + m.index;
        if (!hits.has(at)) hits.set(at, what);
      }
    }
    for (const [at, what] of hits) {
      const line = text.slice(0, at).split('\n').length;
      const lineText = text.split('\n')[line - 1].trim();
      found.push({ line, text: lineText, what });
    }
  }
  // One report per line is enough.
  const byLine = new Map();
  for (const f of found) if (!byLine.has(f.line)) byLine.set(f.line, f);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

const ID_RE = /\b(?:SITE|CONTACT|ADMIN|API|CALC|ROLE|ARCH)-[A-Z]+(?:-\d+)?\b/g;

/** Every id the requirement pages define: group headings (`## CALC-SIP: ...`) and items (`- \`CALC-SIP-2\``). */
export function knownIds(root = ROOT) {
  const dir = path.join(root, 'docs', 'requirements');
  const ids = new Set();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.md') && n !== 'README.md')) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/^## ([A-Z]+-[A-Z]+):/gm)) ids.add(m[1]);
    for (const m of text.matchAll(/^- `([A-Z]+-[A-Z]+-\d+)`/gm)) ids.add(m[1]);
  }
  return ids;
}

/** Requirement ids cited in a file's comments that no requirement page defines: [{ line, id }]. */
export function findUnknownIds(file, text, ids) {
  const found = [];
  for (const [start, end] of commentRanges(file, text)) {
    for (const m of text.slice(start, end).matchAll(ID_RE)) {
      if (!ids.has(m[0])) found.push({ line: text.slice(0, start + m.index).split('\n').length, id: m[0] });
    }
  }
  return found;
}

export function loadMap(root = ROOT) {
  return JSON.parse(fs.readFileSync(path.join(root, MAP_FILE), 'utf8'));
}
