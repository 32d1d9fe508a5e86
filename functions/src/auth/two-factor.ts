import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { twoFactorCodeSchema, type TwoFactorEnrolment, type TwoFactorState } from '@36x/common';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { getSecuritySettings } from '../settings/settings-service';
import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import type { UserRecord } from '../users/user-model';
import {
  acceptedStep,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newRecoverySalt,
  newTotpSecret,
  totpUri,
} from './totp';

/**
 * Staff two-factor sign-in (ASVS V2.8): TOTP from an authenticator app, with recovery codes. `twoFactor/<userId>`
 * keeps the secret and the codes' hashes apart from the user document (like credentials); the user document keeps
 * only `twoFactorEnabled`, which the guards read. Enrolment is two steps: a secret is drawn (pending) and shown as a
 * QR code and as text; it becomes the user's only when a code from the app proves it was copied.
 */
export interface TwoFactorRecord extends Record<string, unknown> {
  secret: string | null;
  enabledAt: string | null;
  pendingSecret: string | null;
  /** When the pending secret was drawn (ms): an unfinished set-up is purged a day later (auth/spent-tokens.ts). */
  pendingAt?: number | null;
  recoverySalt: string;
  recoveryHashes: string[];
  /** The last TOTP time step accepted (RFC 6238 5.2: a code works once). */
  lastStep: number;
}

export const CODE_WRONG = 'That code is not right. Please try again.';
export const CHALLENGE_ENDED = 'Your sign-in has expired. Please enter your password again.';
/** A password-checked sign-in waits this long for its code, and takes this many wrong codes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_TRIES = 5;

interface ChallengeRecord extends Record<string, unknown> {
  userId: string;
  expiresAt: number;
  tries: number;
}

const challengeId = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getTwoFactor(store: Store, userId: string): Promise<TwoFactorRecord | null> {
  return store.get<TwoFactorRecord>(COLLECTIONS.twoFactor, userId);
}

export async function twoFactorState(
  store: Store,
  user: Pick<UserRecord, 'twoFactorEnabled'> & { id: string },
) {
  const [rec, settings] = await Promise.all([getTwoFactor(store, user.id), getSecuritySettings(store)]);
  const state: TwoFactorState = {
    enabled: Boolean(rec?.secret),
    enabledAt: rec?.enabledAt ?? null,
    recoveryCodesLeft: rec?.secret ? rec.recoveryHashes.length : 0,
    required: settings.requireTwoFactor,
  };
  return state;
}

/** POST /api/auth/me/two-factor: a new pending secret, as a QR code and as text. Refused while one is on. */
export async function startEnrolment(
  store: Store,
  userId: string,
  username: string,
  now: number,
): Promise<TwoFactorEnrolment> {
  const rec = await getTwoFactor(store, userId);
  if (rec?.secret)
    throw new ApiError(409, 'Two-factor sign-in is already on. Turn it off first to move it to another app.');
  const secret = newTotpSecret();
  await store.batch([
    {
      op: 'set',
      collection: COLLECTIONS.twoFactor,
      id: userId,
      data: {
        secret: null,
        enabledAt: null,
        pendingSecret: secret,
        pendingAt: now,
        recoverySalt: '',
        recoveryHashes: [],
        lastStep: rec?.lastStep ?? 0,
      } satisfies TwoFactorRecord,
    },
  ]);
  const uri = totpUri(secret, username);
  // An SVG data address: no canvas on the server, and the back office's CSP allows data: images.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}` };
}

/** PUT /api/auth/me/two-factor {code}: the app's code proves the secret was copied; answers the recovery codes once. */
export async function confirmEnrolment(
  store: Store,
  by: AuditBy & { actorId: string },
  body: unknown,
  now: number,
): Promise<{ recoveryCodes: string[] }> {
  const { code } = validateBody(twoFactorCodeSchema, body);
  const rec = await getTwoFactor(store, by.actorId);
  if (!rec?.pendingSecret) throw new ApiError(409, 'Start again: scan a new QR code first.');
  const step = acceptedStep(rec.pendingSecret, code, now, rec.lastStep);
  if (step === null) throw new ApiError(400, CODE_WRONG, { code: CODE_WRONG });
  const recoveryCodes = newRecoveryCodes();
  const recoverySalt = newRecoverySalt();
  const at = nowIso();
  await store.batch([
    {
      op: 'set',
      collection: COLLECTIONS.twoFactor,
      id: by.actorId,
      data: {
        secret: rec.pendingSecret,
        enabledAt: at,
        pendingSecret: null,
        recoverySalt,
        recoveryHashes: recoveryCodes.map((c) => hashRecoveryCode(c, recoverySalt)),
        lastStep: step,
      } satisfies TwoFactorRecord,
    },
    {
      op: 'update',
      collection: COLLECTIONS.users,
      id: by.actorId,
      data: { twoFactorEnabled: true, updatedAt: at },
    },
    auditOp(store, by, {
      type: 'session',
      action: 'two-factor-enabled',
      targetId: by.actorId,
      target: by.actorName,
      summary: `authenticator app; ${recoveryCodes.length} recovery codes issued`,
    }),
  ]);
  return { recoveryCodes };
}

/**
 * Turning it off: the staff member themselves with a current code (DELETE /api/auth/me/two-factor {code}), refused
 * while admins require it; or an admin for someone who lost their phone (DELETE /api/users/{id}/two-factor), after
 * which that person enrols again at their next sign-in when it is required.
 */
export async function disableTwoFactor(
  store: Store,
  by: AuditBy,
  userId: string,
  opts: { code?: unknown; byAdmin: boolean; username: string },
  now: number,
): Promise<void> {
  const rec = await getTwoFactor(store, userId);
  // Nothing to reset: say so rather than record a reset that changed nothing.
  if (opts.byAdmin && !rec?.secret)
    throw new ApiError(409, `Two-factor sign-in is not on for ${opts.username}.`);
  if (!opts.byAdmin) {
    const { code } = validateBody(twoFactorCodeSchema, opts.code);
    if ((await getSecuritySettings(store)).requireTwoFactor)
      throw new ApiError(409, 'Two-factor sign-in is required for all staff: it cannot be turned off.');
    if (!rec?.secret) throw new ApiError(409, 'Two-factor sign-in is not on.');
    if (
      acceptedStep(rec.secret, code, now, rec.lastStep) === null &&
      matchRecoveryCode(code, rec.recoverySalt, rec.recoveryHashes) < 0
    )
      throw new ApiError(400, CODE_WRONG, { code: CODE_WRONG });
  }
  const at = nowIso();
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.twoFactor, id: userId },
    {
      op: 'update',
      collection: COLLECTIONS.users,
      id: userId,
      data: { twoFactorEnabled: false, updatedAt: at },
    },
    auditOp(store, by, {
      type: 'session',
      action: opts.byAdmin ? 'two-factor-reset' : 'two-factor-disabled',
      targetId: userId,
      target: opts.username,
      summary: opts.byAdmin
        ? 'reset by an administrator: app and recovery codes no longer work'
        : 'turned off by the user',
    }),
  ]);
}

/** After a right password, for a user with two-factor on: a one-time challenge the code must come with. */
export async function openChallenge(store: Store, userId: string, now: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await store.batch([
    {
      op: 'create',
      collection: COLLECTIONS.twoFactorChallenges,
      id: challengeId(token),
      data: { userId, expiresAt: now + CHALLENGE_TTL_MS, tries: 0 } satisfies ChallengeRecord,
    },
  ]);
  return token;
}

/** What one code does to its challenge, decided inside a transaction. */
type ChallengeAnswer =
  { kind: 'ended' } | { kind: 'wrong'; userId: string } | { kind: 'right'; userId: string; how: string };

/**
 * POST /api/auth/two-factor: the challenge's user when the code (TOTP, or an unused recovery code) is right, and how
 * it was done. A wrong code counts against the challenge (5, then the password again) and answers `wrong`. One
 * transaction reads the challenge and the user's codes and uses them up (the challenge, the time step or the recovery
 * code), so two sign-ins racing with the same code cannot both pass: the second reads what the first wrote.
 */
export async function answerChallenge(
  store: Store,
  challenge: string,
  code: string,
  now: number,
): Promise<{ userId: string; how: string } | { userId: string | null; wrong: true }> {
  const id = challengeId(challenge);
  const answer = await store.transaction<ChallengeAnswer>(async (tx) => {
    const ch = await tx.get<ChallengeRecord>(COLLECTIONS.twoFactorChallenges, id);
    const used: WriteOp = { op: 'delete', collection: COLLECTIONS.twoFactorChallenges, id };
    if (!ch || ch.expiresAt <= now || ch.tries >= CHALLENGE_MAX_TRIES)
      return { writes: ch ? [used] : [], result: { kind: 'ended' } };
    const rec = await tx.get<TwoFactorRecord>(COLLECTIONS.twoFactor, ch.userId);
    if (!rec?.secret) return { writes: [used], result: { kind: 'ended' } };
    const userId = ch.userId;
    const step = acceptedStep(rec.secret, code, now, rec.lastStep);
    if (step !== null)
      return {
        writes: [
          used,
          { op: 'update', collection: COLLECTIONS.twoFactor, id: userId, data: { lastStep: step } },
        ],
        result: { kind: 'right', userId, how: 'with an authenticator code' },
      };
    const i = matchRecoveryCode(code, rec.recoverySalt, rec.recoveryHashes);
    if (i >= 0) {
      const left = rec.recoveryHashes.filter((_, j) => j !== i);
      return {
        writes: [
          used,
          { op: 'update', collection: COLLECTIONS.twoFactor, id: userId, data: { recoveryHashes: left } },
        ],
        result: { kind: 'right', userId, how: `with a recovery code (${left.length} left)` },
      };
    }
    return {
      writes: [
        { op: 'update', collection: COLLECTIONS.twoFactorChallenges, id, data: { tries: ch.tries + 1 } },
      ],
      result: { kind: 'wrong', userId },
    };
  });
  if (answer.kind === 'ended') throw new ApiError(401, CHALLENGE_ENDED);
  if (answer.kind === 'wrong') return { userId: answer.userId, wrong: true };
  return { userId: answer.userId, how: answer.how };
}
