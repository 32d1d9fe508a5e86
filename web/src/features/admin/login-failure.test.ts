import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { loginFailureDescription } from './LoginPage';

describe('loginFailureDescription', () => {
  it('says the spec text for wrong credentials, inactive accounts and network failures alike', () => {
    for (const e of [
      new ApiRequestError(401, JSON.stringify({ message: 'Invalid username or password' }), 'Unauthorized'),
      new ApiRequestError(403, JSON.stringify({ message: 'Account is inactive' }), 'Forbidden'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(loginFailureDescription(e)).toBe('Invalid credentials. Please try again.');
    }
  });

  it("when locked out (429), then the server's message follows the spec text", () => {
    const e = new ApiRequestError(
      429,
      JSON.stringify({ message: 'Too many attempts. Try again in 15 minutes.' }),
      '',
    );
    expect(loginFailureDescription(e)).toBe(
      'Invalid credentials. Please try again. Too many attempts. Try again in 15 minutes.',
    );
  });
});
