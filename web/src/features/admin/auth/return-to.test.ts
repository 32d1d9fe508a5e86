import { describe, expect, it } from 'vitest';
import { loginPathFor, returnTo } from './return-to';

describe('returnTo', () => {
  it.each([
    [null, '/admin-dashboard'],
    ['/admin-dashboard?section=inquiries', '/admin-dashboard?section=inquiries'],
    ['/admin-dashboard', '/admin-dashboard'],
    ['https://evil.example/admin-dashboard', '/admin-dashboard'],
    ['//evil.example/admin-dashboard?section=users', '/admin-dashboard'],
    ['/\\evil.example', '/admin-dashboard'],
    ['/blogs', '/admin-dashboard'],
    ['javascript:alert(1)', '/admin-dashboard'],
  ])('when next is %j, then sign-in goes to %s', (next, expected) => {
    expect(returnTo(next)).toBe(expected);
  });

  it('when a section was asked for, then /login carries it back', () => {
    expect(loginPathFor({ pathname: '/admin-dashboard', search: '?section=inquiries' })).toBe(
      '/login?next=%2Fadmin-dashboard%3Fsection%3Dinquiries',
    );
    expect(loginPathFor({ pathname: '/admin-dashboard', search: '' })).toBe('/login');
  });
});
