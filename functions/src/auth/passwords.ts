import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** `credentials/<userId>`: never read by anything but sign-in, never answered, exported or logged. */
export interface CredentialRecord extends Record<string, unknown> {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  keyLength: number;
  salt: string;
  hash: string;
  updatedAt: string;
}

const PARAMS = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

function derive(
  password: string,
  salt: Buffer,
  opts: { N: number; r: number; p: number; keyLength: number },
): Promise<Buffer> {
  const options: ScryptOptions = { N: opts.N, r: opts.r, p: opts.p, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, opts.keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A fresh per-user salt and the scrypt hash of the password. */
export async function hashPassword(password: string, updatedAt: string): Promise<CredentialRecord> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  return {
    algorithm: 'scrypt',
    ...PARAMS,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
    updatedAt,
  };
}

/** Compares in constant time. A missing credential still costs one derivation, so timing does not reveal it. */
export async function verifyPassword(password: string, cred: CredentialRecord | null): Promise<boolean> {
  if (!cred || cred.algorithm !== 'scrypt') {
    await derive(password, Buffer.alloc(16), PARAMS);
    return false;
  }
  const expected = Buffer.from(cred.hash, 'base64');
  const actual = await derive(password, Buffer.from(cred.salt, 'base64'), {
    N: cred.N,
    r: cred.r,
    p: cred.p,
    keyLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
