import { SITE } from './site';
import { escapeHtml, SEO_END, SEO_START } from '@36x/common';

// The tag renderer is shared with the web build's prerendering: common/src/share-tags.ts.
export {
  escapeHtml,
  fullTitle,
  injectTags,
  inlineJson,
  renderShareTags,
  SEO_END,
  SEO_START,
  type ShareTags,
} from '@36x/common';

/** One line of plain text: whitespace collapsed, cut at a word near `max` characters with an ellipsis. */
export function plainSnippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Served when the function has no copy of the SPA's index.html (a build without the web app): tags, and a way on. */
export function fallbackShell(): string {
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${SEO_START}
    <title>${escapeHtml(SITE.name)}</title>
    ${SEO_END}
  </head>
  <body>
    <div id="root"><p><a href="/">${escapeHtml(SITE.name)}</a></p></div>
  </body>
</html>
`;
}
