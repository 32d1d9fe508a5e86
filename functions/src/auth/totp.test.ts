import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  acceptedStep,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newRecoverySalt,
  newTotpSecret,
  totpCode,
  totpUri,
} from './totp';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8-digit codes, 30-second steps.
const RFC_SEED = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)(
    'at T=%i s the SHA-1 vector is %s (8 digits), and our 6-digit code its last six',
    (t, code) => {
      expect(TOTP.generate({ secret: Secret.fromBase32(RFC_SEED), digits: 8, timestamp: t * 1000 })).toBe(
        code,
      );
      // Dynamic truncation mod 10^digits (RFC 4226 5.3): the 6-digit code is the 8-digit one's last six.
      expect(totpCode(RFC_SEED, t * 1000)).toBe(code.slice(2));
    },
  );

  it('when a code is typed within one step of its time, then it is accepted once, never again', () => {
    const t = 1234567890 * 1000;
    expect(acceptedStep(RFC_SEED, '005924', t, 0)).toBe(Math.floor(1234567890 / 30));
    expect(acceptedStep(RFC_SEED, '005924', t + 30_000, 0)).toBe(Math.floor(1234567890 / 30)); // a step late
    expect(acceptedStep(RFC_SEED, '005924', t + 61_000, 0)).toBeNull(); // two steps late
    expect(acceptedStep(RFC_SEED, '005 924', t, 0)).not.toBeNull(); // spaces as some apps show them
    // Used already (RFC 6238 5.2): the same step is refused.
    expect(acceptedStep(RFC_SEED, '005924', t, Math.floor(1234567890 / 30))).toBeNull();
    expect(acceptedStep(RFC_SEED, '123456', t, 0)).toBeNull();
    expect(acceptedStep(RFC_SEED, 'abcdef', t, 0)).toBeNull();
  });

  it('a new secret is 160 bits in base32 and the address names the issuer and the user', () => {
    const s = newTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(s, 'priya');
    expect(uri).toMatch(/^otpauth:\/\/totp\/36x%20advisory:priya\?/);
    expect(uri).toContain(`secret=${s}`);
    expect(uri).toContain('period=30');
    expect(uri).toContain('digits=6');
  });
});

describe('recovery codes', () => {
  it('are 10 distinct codes; each matches its own hash however it is typed, and no other', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const salt = newRecoverySalt();
    const hashes = codes.map((c) => hashRecoveryCode(c, salt));
    expect(hashes.join()).not.toContain(codes[0]);
    expect(matchRecoveryCode(codes[3]!.toLowerCase().replace(/-/g, ' '), salt, hashes)).toBe(3);
    expect(matchRecoveryCode(codes[3]!, newRecoverySalt(), hashes)).toBe(-1);
    expect(matchRecoveryCode('AAAA-BBBB-CCCC', salt, hashes)).toBe(-1);
  });
});
