import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCspWithEmulators } from '../../common/src/security-headers';
import { ROOT, withEmulatorsInCsp } from './stack.mjs';

// A local stack's generated Firebase config adds its own emulators to the site's Content-Security-Policy
// (docs/decisions/020-content-security-policy.md); the policy itself is tested in common/src/security-headers.test.ts.
const hosting = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting;
const siteHeader = (h, key) =>
  h.headers.find((rule) => rule.source === '**')?.headers.find((x) => x.key === key)?.value;

describe('withEmulatorsInCsp', () => {
  it('when a local stack writes its config, then only its emulators on loopback are added', () => {
    const ports = { auth: 9118, firestore: 8099, storage: 9218 };
    const local = withEmulatorsInCsp(hosting, 'local', ports);
    expect(siteHeader(local, 'Content-Security-Policy')).toBe(
      siteCspWithEmulators({ connect: ['http://127.0.0.1:9118'] }),
    );
    const firebase = withEmulatorsInCsp(hosting, 'firebase', ports);
    expect(siteHeader(firebase, 'Content-Security-Policy')).toBe(
      siteCspWithEmulators({
        connect: ['http://127.0.0.1:9118', 'http://127.0.0.1:8099', 'http://127.0.0.1:9218'],
        images: ['http://127.0.0.1:9218'],
      }),
    );
  });
});
