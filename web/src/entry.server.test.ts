import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  calculatorPreloads,
  insertBeforeHeadEnd,
  startAppAfterFirstPaint,
  withScriptPolicy,
} from './entry.server';

// What the build's manifest gives (vite.config.ts, calculatorChunks): each calculator's and explanation's scripts.
vi.mock('virtual:calculator-chunks', () => ({
  default: {
    'sip/SipCalculator.tsx': ['/assets/SipCalculator-1.js', '/assets/NumberField-2.js'],
    'explanations/sip-calculator.ts': ['/assets/sip-calculator-3.js', '/assets/NumberField-2.js'],
  },
}));

const page = (boot: string) =>
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/></head><body><main>$& $1 text</main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script>` +
  '</body></html>';

describe('server-rendered page', () => {
  it("when a calculator's page is rendered, then it preloads the calculator and its explanation, once each", () => {
    const links = calculatorPreloads(
      '<link rel="modulepreload" href="/assets/NumberField-2.js"/>',
      '/calculator/sip-calculator',
    );
    expect(links).toBe(
      '<link rel="modulepreload" href="/assets/SipCalculator-1.js"/>' +
        '<link rel="modulepreload" href="/assets/sip-calculator-3.js"/>',
    );
    expect(calculatorPreloads('', '/services')).toBe('');
  });

  it('when the page is finished, then the app starts from a starter after the first paint, not from preloads', () => {
    const boot = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
    const html = startAppAfterFirstPaint(page(boot));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(html).toContain(JSON.stringify(boot));
    expect(html).toContain("addEventListener('load'");
    // Everything else is where it was, page text included ($ patterns stay text).
    expect(html).toContain(
      '<main>$& $1 text</main><script>window.__reactRouterContext = {};</script><script>(',
    );
  });

  it("when React Router's markup is not the expected one, then rendering fails instead of shipping a dead page", () => {
    expect(() => startAppAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(/boot script/);
  });

  it('when styles are added to the head, then the text around them is copied as it is', () => {
    expect(insertBeforeHeadEnd("<head>$` $' $$</head><p>$&</p>", '<style>a{}</style>')).toBe(
      "<head>$` $' $$<style>a{}</style></head><p>$&</p>",
    );
  });

  it('when a page is finished, then a script policy first in <head> names the hash of each inline script it runs, boot module included', () => {
    const boot = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
    const started = startAppAfterFirstPaint(
      page(boot).replace(
        '<head>',
        '<head><meta charSet="utf-8"/><script type="application/ld+json">{"@type":"Thing"}</script>' +
          '<script src="/local-env.js" defer=""></script>',
      ),
    );
    const { html, policy } = withScriptPolicy(started);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const starter = /<script>(\(\(\) => \{[\s\S]*?)<\/script>/.exec(started)![1]!;
    expect(policy).toBe(
      `script-src 'self' ${hash('window.__reactRouterContext = {};')} ${hash(starter)} ${hash(boot)}; script-src-attr 'none'`,
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
