import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertBeforeHeadEnd, withScriptPolicy } from './entry.server';

const page = (boot: string) =>
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/></head><body><main>$& $1 text</main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script>` +
  '</body></html>';

describe('server-rendered page', () => {
  it('when styles are added to the head, then the text around them is copied as it is', () => {
    expect(insertBeforeHeadEnd("<head>$` $' $$</head><p>$&</p>", '<style>a{}</style>')).toBe(
      "<head>$` $' $$<style>a{}</style></head><p>$&</p>",
    );
  });

  it("when a page is finished, then a script policy first in <head> names the hash of each inline script it runs, React Router's boot module included", () => {
    const boot = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
    const rendered = page(boot).replace(
      '<head>',
      '<head><meta charSet="utf-8"/><script type="application/ld+json">{"@type":"Thing"}</script>' +
        '<script src="/local-env.js" defer=""></script>',
    );
    const { html, policy } = withScriptPolicy(rendered);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toBe(
      `script-src 'self' ${hash('window.__reactRouterContext = {};')} ${hash(boot)}; script-src-attr 'none'`,
    );
    // Before every script, after the charset; data blocks (JSON-LD) and files (src) are not hashed.
    expect(
      html.startsWith(
        `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
      ),
    ).toBe(true);
    expect(policy).not.toContain(hash('{"@type":"Thing"}'));
  });
});
