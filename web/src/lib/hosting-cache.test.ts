import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The matcher the Hosting emulator uses for `headers` and `rewrites` sources (minimatch globs, RE2 regexes).
import { configMatcher } from 'superstatic/lib/utils/patterns.js';
import { PRERENDERED_PATHS, paths } from './paths';

interface Rule {
  source?: string;
  regex?: string;
  headers?: { key: string; value: string }[];
  function?: unknown;
}
const hosting = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
    hosting: { headers: Rule[]; rewrites: Rule[] };
  }
).hosting;

/** The Cache-Control values Hosting would set on `p` (every matching rule's, in order). */
const cacheControl = (p: string) =>
  hosting.headers
    .filter((rule) => configMatcher(p, rule))
    .flatMap((rule) => rule.headers ?? [])
    .filter((h) => h.key.toLowerCase() === 'cache-control')
    .map((h) => h.value);

/** Concrete paths a rewrite source stands for: the source itself and its wildcards filled in. */
const examples = (source: string) => [
  source.replace(/\*\*/g, 'a/b').replace(/\*/g, 'a'),
  source.replace(/\/\*\*$/, '/'),
  source.replace(/\*\*/g, 'x.data').replace(/\*/g, 'x.html'),
  source.replace(/\*\*/g, 'a/x.html').replace(/\*/g, 'x.data'),
];

describe('Hosting leaves the function its own caching (API-CACHE-1)', () => {
  const functionPaths = hosting.rewrites
    .filter((r) => r.function && r.source)
    .flatMap((r) => examples(r.source!))
    .concat(['/api/contacts', '/api/exports/contacts.csv', '/blogs/some-post', '/contact/send']);

  it.each([...new Set(functionPaths)])(
    'when %s is answered by the function, then no header rule sets Cache-Control on it',
    (p) => {
      expect(cacheControl(p)).toEqual([]);
    },
  );

  it.each([...PRERENDERED_PATHS, '/about.data', '/_root.data', '/calculator/sip-calculator.data'])(
    'when the prerendered %s is served, then browsers revalidate it (no-cache), from one rule only',
    (p) => {
      expect(cacheControl(p)).toEqual(['no-cache']);
    },
  );

  it('when a hashed asset is served, then it is cached for a year as immutable, and nothing else is', () => {
    expect(cacheControl('/assets/entry.client-AbC123.js')).toEqual(['public, max-age=31536000, immutable']);
    expect(cacheControl(paths.blogs)).toEqual([]);
  });
});
