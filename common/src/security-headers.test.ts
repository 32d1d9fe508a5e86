import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, SITE_CSP, pageScriptPolicy } from './security-headers';

const firebaseJson = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const siteHeader = (hosting: typeof firebaseJson.hosting, key: string) =>
  hosting.headers.find((rule) => rule.source === '**')?.headers.find((h) => h.key === key)?.value;

describe('security headers', () => {
  it('when Hosting answers any path, then it sends exactly the site policy and the permissions policy', () => {
    expect(siteHeader(firebaseJson.hosting, 'Content-Security-Policy')).toBe(SITE_CSP);
    expect(siteHeader(firebaseJson.hosting, 'Permissions-Policy')).toBe(PERMISSIONS_POLICY);
  });

  it('when the site policy is read, then scripts are left to the page policy and the rest is closed down', () => {
    expect(SITE_CSP).not.toMatch(/(^|; )(default-src|script-src)/);
    expect(SITE_CSP).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(SITE_CSP).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com;",
    );
    expect(SITE_CSP).toContain("object-src 'none'");
    expect(SITE_CSP).toContain("frame-ancestors 'self'");
  });

  it('when a page has inline scripts, then its policy allows this site and exactly their hashes, once each', () => {
    expect(pageScriptPolicy(['a+b/c=', 'a+b/c=', 'xyz='])).toBe(
      "script-src 'self' 'sha256-a+b/c=' 'sha256-xyz='; script-src-attr 'none'",
    );
  });
});
