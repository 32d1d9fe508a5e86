import * as yup from 'yup';
import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from '../constants';

/**
 * New staff passwords (OWASP ASVS 4.0.3 V2.1.1, V2.1.7): at least 12 characters and not a common one. The list is
 * zxcvbn-ts's "passwords-common" dictionary (about 49,000 passwords most often seen in breaches, MIT, from the
 * well-kept `@zxcvbn-ts/language-common` package). Only 300 of those have 12 characters, so a password is also
 * refused when it is a common one dressed up to reach the length: digits or symbols around it ("Password2024!"),
 * repeated ("monkeymonkey"), a short unit repeated ("abcabcabcabc") or a run of one key after the next
 * ("123456789012", "abcdefghijkl").
 * Sign-in itself never applies this (an old password still works until it is changed).
 */
export const PASSWORD_TOO_SHORT = `Password must be at least ${LIMITS.passwordMin} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
export const PASSWORD_OUTER_SPACE = 'Password cannot start or end with a space';

let common: Set<string> | null = null;
const commonSet = () => (common ??= new Set(dictionary['passwords-common']));

/** Every step between neighbours is +1 or -1 (by character code): "123456789012" wraps 9 to 0 too. */
function isRun(s: string): boolean {
  if (s.length < 4) return false;
  let dir = 0;
  for (let i = 1; i < s.length; i++) {
    let d = s.charCodeAt(i) - s.charCodeAt(i - 1);
    if (s[i - 1] === '9' && s[i] === '0') d = 1;
    if (s[i - 1] === '0' && s[i] === '9') d = -1;
    if (d !== 1 && d !== -1) return false;
    if (dir !== 0 && d !== dir) return false;
    dir = d;
  }
  return true;
}

export function isCommonPassword(password: string): boolean {
  const set = commonSet();
  const lower = password.normalize('NFC').toLowerCase();
  if (set.has(lower) || /^(.{1,4})\1+$/.test(lower) || isRun(lower)) return true;
  // The letters at its heart, without the digits and symbols people add to reach a length rule.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core.length >= 4 && set.has(core)) return true;
  const repeated = /^(.+?)\1+$/.exec(core);
  return repeated !== null && (set.has(repeated[1]!) || repeated[1]!.length <= 4);
}

/** A new password (user create and edit, own change, invitations): the one rule for the API and every form. */
export function newPasswordField() {
  return yup
    .string()
    .required(PASSWORD_TOO_SHORT)
    .min(LIMITS.passwordMin, PASSWORD_TOO_SHORT)
    .max(LIMITS.passwordMax, 'Password is too long')
    .test('no-outer-space', PASSWORD_OUTER_SPACE, (v) => v === undefined || v === v.trim())
    .test(
      'not-common',
      PASSWORD_TOO_COMMON,
      (v) => v === undefined || v.length < LIMITS.passwordMin || !isCommonPassword(v),
    );
}
