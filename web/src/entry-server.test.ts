// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toPageShell } from './entry-server';

// A shell as Vite builds it (index.html): the entry script, its imports and the fonts' stylesheet.
const SHELL = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
</head><body><div id="root"></div></body></html>`;
const CSS =
  '@font-face{font-family:Inter;font-display:optional;src:url(/assets/inter-400.woff2)format("woff2"),url(/assets/inter-400.woff)format("woff")}';

describe('toPageShell', () => {
  it('when the stylesheet is known, then it is inlined and only its woff2 fonts are preloaded', () => {
    const html = toPageShell(SHELL, (href) => (href === '/assets/index-C.css' ? CSS : undefined));
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-400.woff2" crossorigin>',
    );
    expect(html).not.toContain('inter-400.woff"');
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('when the stylesheet is unknown (a shell from another build), then it loads without blocking the first paint', () => {
    const html = toPageShell(SHELL, () => undefined);
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/index-C.css" media="print" onload="this.media='all'">`,
    );
    expect(html).not.toContain('<style>');
  });

  it('when no reader is given outside a build (tests), then no stylesheet is known', () => {
    expect(toPageShell(SHELL)).toContain('media="print"');
  });

  it('then the entry script is started by the inline starter, not by a module script tag or preloads', () => {
    const html = toPageShell(SHELL, () => undefined);
    expect(html).not.toContain('src="/assets/index-A.js"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('import("/assets/index-A.js")');
    expect(html).toContain('["/assets/react-B.js"]');
  });
});
