import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) through the `otpauth` library, with the parameters every authenticator app reads from a QR code:
 * HMAC-SHA1, 6 digits, 30-second steps, a 160-bit secret (RFC 4226 section 4 recommends 160 bits). A code is taken
 * one step either side of now (clock drift, the time it takes to type), and a step once used is never taken again
 * (RFC 6238 section 5.2).
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
const ISSUER = '36x advisory';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totp(secretBase32: string, label = 'staff') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code (or the secret typed by hand). */
export const totpUri = (secretBase32: string, username: string) => totp(secretBase32, username).toString();

/** The code for a moment (tests, and nothing else: the server never shows a code). */
export const totpCode = (secretBase32: string, timestampMs: number) =>
  totp(secretBase32).generate({ timestamp: timestampMs });

/**
 * The time step the code belongs to when it is valid now (one step of drift either way) and later than
 * `lastStep`; else null.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  timestampMs: number,
  lastStep: number,
): number | null {
  const clean = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(clean)) return null;
  const t = totp(secretBase32);
  const delta = t.validate({ token: clean, timestamp: timestampMs, window: 1 });
  if (delta === null) return null;
  const step = t.counter({ timestamp: timestampMs }) + delta;
  return step > lastStep ? step : null;
}

/** Recovery codes: 10, each 3 groups of 4 from 32 signs (60 bits), shown once, stored as salted SHA-256. */
const RECOVERY_SIGNS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => RECOVERY_SIGNS[randomInt(RECOVERY_SIGNS.length)]).join(''),
    ).join('-'),
  );
}

/** What is compared: upper case, without spaces and dashes (people type them as they like). */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export const newRecoverySalt = () => randomBytes(16).toString('base64');

export const hashRecoveryCode = (code: string, salt: string) =>
  createHash('sha256')
    .update(`${salt}\n${normaliseRecoveryCode(code)}`)
    .digest('hex');

/** The index of the stored hash the code matches (compared in constant time), or -1. */
export function matchRecoveryCode(code: string, salt: string, hashes: string[]): number {
  const normal = normaliseRecoveryCode(code);
  if (!/^[A-Z0-9]{12}$/.test(normal)) return -1;
  const h = Buffer.from(hashRecoveryCode(normal, salt), 'hex');
  let found = -1;
  hashes.forEach((stored, i) => {
    const s = Buffer.from(stored, 'hex');
    if (s.length === h.length && timingSafeEqual(s, h) && found === -1) found = i;
  });
  return found;
}
