import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCspWithEmulators } from '../../common/src/security-headers';
import { OFFSET_SPAN, ROOT, parseOffset, portInUseMessage, withEmulatorsInCsp } from './stack.mjs';

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

describe('parseOffset', () => {
  it('when an offset puts a port on one browsers refuse, then it is refused at once with the port named', () => {
    expect(() => parseOffset('60')).toThrow(/hosting 5060.*functions 5061.*refuse/);
    expect(() => parseOffset('58', 0, 'E2E_PORT_OFFSET')).toThrow(/^E2E_PORT_OFFSET=58 puts devApi 5060/);
    expect(() => parseOffset('62')).not.toThrow();
  });

  it('when offsets are in use by the team (0 to 352), then every one outside 58 to 61 is accepted', () => {
    const refused = [];
    for (let o = 0; o <= 499; o++) {
      try {
        parseOffset(String(o));
      } catch {
        refused.push(o);
      }
    }
    expect(refused).toEqual([58, 59, 60, 61]);
  });

  it('when the value is not a whole number from 0 to 499, then the message says so', () => {
    expect(() => parseOffset('-1')).toThrow(/whole number from 0 to 499/);
    expect(() => parseOffset('1.5', 0, 'TEST_PORT_OFFSET')).toThrow(/^TEST_PORT_OFFSET must be/);
    expect(parseOffset(undefined, 90)).toBe(90);
  });
});

describe('portInUseMessage', () => {
  it('when a stack one offset away holds a port, then the message names that offset and the span rule', () => {
    // Offset 349's hosting is 5349, offset 348's functions.
    const message = portInUseMessage(5349, 'functions', 348);
    expect(message).toContain('offset 349 (its hosting)');
    expect(message).toContain(`closer than ${OFFSET_SPAN} apart share ports`);
  });

  it('when only this offset can hold the port, then no span rule is blamed', () => {
    expect(portInUseMessage(1373, 'smtp', 348)).not.toContain('closer than');
  });
});
