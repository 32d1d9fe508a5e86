import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../scripts/lib/demo-accounts.mjs';
import { E2E_PORT_OFFSET } from '../../playwright.config';
import { caughtMail } from './mail';

/** Roles of ROLE-MATRIX (the architecture calls `user` the editor). */
export type StaffRole = 'admin' | 'user' | 'viewer';
export interface StaffAccount {
  username: string;
  password: string;
  role: StaffRole;
}

/** The demo account of a role, as seeded by the local mode and printed by `npm start`. */
export function demoAccount(role: StaffRole = 'admin'): StaffAccount {
  const account = DEMO_STAFF.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account as StaffAccount;
}

/** Signs in through the login screen, as a person does (ADMIN-LOGIN); ends on /admin-dashboard. */
export async function signInThroughUi(page: Page, account: StaffAccount = demoAccount()): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

export interface ApiLogin {
  token: string;
  user: { id: string; username: string; role: StaffRole } & Record<string, unknown>;
}

/** POST /api/auth/login: answers the Firebase custom token and the user. Not a browser session. */
export async function loginThroughApi(
  request: APIRequestContext,
  account: StaffAccount = demoAccount(),
): Promise<ApiLogin> {
  const res = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(res.status(), `login as ${account.username}: ${await res.text()}`).toBe(200);
  return (await res.json()) as ApiLogin;
}

/** The e2e stack's Auth emulator (start.mjs: 9099 + offset). */
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${9099 + E2E_PORT_OFFSET}`;

/**
 * An ID token for staff API calls from a test (e.g. to create content before a public-page journey):
 * logs in through the API, then exchanges the custom token on the Auth emulator, as the web SDK does.
 * Use as `request.post(url, { headers: { Authorization: `Bearer ${idToken}` }, data })`.
 */
export async function staffIdToken(
  request: APIRequestContext,
  account: StaffAccount = demoAccount(),
): Promise<string> {
  const { token } = await loginThroughApi(request, account);
  const res = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    { data: { token, returnSecureToken: true } },
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** The signed-in staff member's Firebase ID token, read from the web SDK's own storage in this page. */
export async function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const rows = req.result as {
              fbase_key: string;
              value: { stsTokenManager?: { accessToken?: string } };
            }[];
            const token = rows.find((r) => r.fbase_key.startsWith('firebase:authUser:'))?.value
              .stsTokenManager?.accessToken;
            if (token) resolve(token);
            else reject(new Error('nobody is signed in in this page'));
          };
        };
      }),
  );
}

/** The token in an invitation mail's link (`…/admin-dashboard/accept-invite#token=…`). */
export function invitationToken(text: string): string {
  const link = /accept-invite#token=(\S+)/.exec(text);
  if (!link) throw new Error(`No invitation link in: ${text}`);
  return decodeURIComponent(link[1]!);
}

/**
 * A fresh staff account of a role, made as staff join (decision 057): the admin invites an address, the mail arrives
 * in the stack's maildev, and the invitee accepts with their own username and password. Optionally turned off after.
 */
export async function createAccount(
  request: APIRequestContext,
  adminToken: string,
  opts: { role?: StaffRole; isActive?: boolean } = {},
): Promise<StaffAccount> {
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const account: StaffAccount = {
    username: `e2e-${tag}`,
    password: 'e2e-password-2026',
    role: opts.role ?? 'user',
  };
  const email = `e2e-${tag}@example.com`;
  const auth = { Authorization: `Bearer ${adminToken}` };
  const invited = await request.post('/api/invitations', {
    headers: auth,
    data: { email, role: account.role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await caughtMail(request, (m) => m.to.some((t) => t.address === email));
  const accepted = await request.post('/api/invitations/accept', {
    data: { token: invitationToken(mail.text), username: account.username, password: account.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  if (opts.isActive === false) {
    const { user } = (await accepted.json()) as ApiLogin;
    const off = await request.put(`/api/users/${user.id}/status`, {
      headers: auth,
      data: { isActive: false },
    });
    expect(off.status(), await off.text()).toBe(200);
  }
  return account;
}
