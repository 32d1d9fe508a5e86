import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './account';
import { isCommonPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './password';
import { userCreateSchema } from './user';

const user = { username: 'ca.sharma', email: '', role: 'viewer', isActive: true, permissions: [] };
const passwordError = (password: string) => {
  try {
    userCreateSchema.validateSync({ ...user, password }, { abortEarly: false });
    return null;
  } catch (e) {
    return (e as { errors: string[] }).errors[0];
  }
};

describe('new staff passwords (OWASP ASVS V2.1.1, V2.1.7)', () => {
  it.each([
    // The example, and 11 characters: too short whatever they are.
    ['abc123', PASSWORD_TOO_SHORT],
    ['k7Qm-xT4p-Ra', null],
    ['k7Qm-xT4p-R', PASSWORD_TOO_SHORT],
    // In the zxcvbn-ts list as they are (case ignored).
    ['1qaz2wsx3edc', PASSWORD_TOO_COMMON],
    ['QAZWSXEDCRFV', PASSWORD_TOO_COMMON],
    ['finalfantasy', PASSWORD_TOO_COMMON],
    // A common one padded to the length with digits and symbols, or repeated.
    ['Password2024!', PASSWORD_TOO_COMMON],
    ['!!iloveyou123', PASSWORD_TOO_COMMON],
    ['monkeymonkey', PASSWORD_TOO_COMMON],
    ['dragondragon1', PASSWORD_TOO_COMMON],
    // A short unit repeated, a run of keys.
    ['abcabcabcabc', PASSWORD_TOO_COMMON],
    ['111111111111', PASSWORD_TOO_COMMON],
    ['123456789012', PASSWORD_TOO_COMMON],
    ['abcdefghijkl', PASSWORD_TOO_COMMON],
    ['987654321098', PASSWORD_TOO_COMMON],
    // Passphrases and a manager's output pass.
    ['correct horse battery', null],
    ['mango-ledger-tiffin', null],
    ['qZ8#rT2!vL0p', null],
    // A common word inside a longer phrase is fine: only the whole (or its padded heart) counts.
    ['dragon under the bridge', null],
  ])('%j: %j', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it('when the own-password change sets a common one, then it is refused with the same message', () => {
    expect(() =>
      passwordChangeSchema.validateSync({ currentPassword: 'old', newPassword: 'Sunshine2025' }),
    ).toThrow(PASSWORD_TOO_COMMON);
  });

  it('the list is the package one: thousands of entries, not a handful', () => {
    for (const p of ['123456', 'password', 'qwerty', 'letmein', 'trustno1'])
      expect(isCommonPassword(p)).toBe(true);
  });
});
