import { chromium } from '@playwright/test';
import sharp from 'sharp';
const BASE = 'http://127.0.0.1:5333';
const MAIL = 'http://127.0.0.1:1413/email';
const out = '/tmp/shots-inv';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8743a' } }).jpeg().toBuffer();
for (const [w, h] of [[1280, 800], [360, 740]]) {
  const tag = `${w}`;
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.setDefaultTimeout(60000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('36x-demo-admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/admin-dashboard/);
  await page.goto(`${BASE}/admin-dashboard?section=users`);
  await page.getByRole('button', { name: 'Invite Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  const email = `shot-${tag}-${Date.now().toString(36)}@example.com`;
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Username/).fill(`shot${tag}`);
  await page.screenshot({ path: `${out}/invite-dialog-${tag}.png` });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('Invitation sent').waitFor();
  await page.waitForTimeout(800);
  await page.getByRole('heading', { name: 'Pending invitations' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/pending-${tag}.png`, fullPage: true });
  // The mail
  let text = '';
  for (let i = 0; i < 30 && !text; i++) {
    const all = await (await fetch(MAIL)).json();
    const m = all.find((x) => x.to.some((t) => t.address === email));
    if (m) text = m.text;
    else await new Promise((r) => setTimeout(r, 1000));
  }
  const link = /http\S+accept-invite#token=\S+/.exec(text)[0];
  const u = new URL(link);
  const ctx2 = await browser.newContext({ viewport: { width: w, height: h } });
  const p2 = await ctx2.newPage();
  p2.setDefaultTimeout(60000);
  const t0 = Date.now();
  await p2.goto(`${BASE}${u.pathname}${u.hash}`);
  await p2.getByText(email).waitFor();
  console.log('accept page ready in', Date.now() - t0, 'ms; url', p2.url());
  await p2.screenshot({ path: `${out}/accept-${tag}.png`, fullPage: true });
  await p2.getByLabel(/^Password/).fill('short');
  await p2.getByLabel(/^Repeat password/).fill('shorter');
  await p2.getByRole('button', { name: 'Create account and sign in' }).click();
  await p2.screenshot({ path: `${out}/accept-errors-${tag}.png`, fullPage: true });
  await p2.getByLabel(/^Password/).fill('quiet-harbour-lantern-7');
  await p2.getByLabel(/^Repeat password/).fill('quiet-harbour-lantern-7');
  await p2.getByRole('button', { name: 'Create account and sign in' }).click();
  await p2.waitForURL(/admin-dashboard$/);
  await p2.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  await p2.screenshot({ path: `${out}/after-accept-${tag}.png` });
  // Used link again
  await p2.goto(`${BASE}${u.pathname}${u.hash}`);
  await p2.getByText(/was already used/).waitFor();
  await p2.screenshot({ path: `${out}/accept-used-${tag}.png` });
  // Avatar, as the new editor (user role)
  await p2.goto(`${BASE}/admin-dashboard`);
  await p2.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  await ctx2.close();
  await ctx.close();
}
// Avatar upload as the demo editor
for (const [w, h] of [[1280, 800], [360, 740]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.setDefaultTimeout(60000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Username', { exact: true }).fill('editor');
  await page.getByLabel('Password', { exact: true }).fill('36x-demo-editor');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/admin-dashboard/);
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  const menu = page.getByRole('button', { name: /account|editor/i }).first();
  await page.screenshot({ path: `${out}/dash-${w}.png` });
  try {
    await page.getByRole('button', { name: /Author profile/i }).click({ timeout: 3000 });
  } catch {
    await menu.click();
    await page.getByRole('menuitem', { name: /Author profile/i }).click();
  }
  const dlg = page.getByRole('dialog', { name: 'Author profile' });
  await dlg.waitFor();
  await page.screenshot({ path: `${out}/avatar-before-${w}.png` });
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('Image Uploaded').first().waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/avatar-after-${w}.png` });
  await ctx.close();
}
await browser.close();
