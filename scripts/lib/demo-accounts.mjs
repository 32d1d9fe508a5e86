// The demo staff accounts the local mode seeds (functions/src/seed/), printed by `npm start` and used by the e2e
// sign-in fixture. Local mode only: production's first admin is made with `npm run create-admin`.
// Keep in step with the seed; e2e/smoke.spec.ts signs in with each of them, so a drift fails `npm test`.
export const DEMO_STAFF = [
  { username: 'admin', password: '36x-demo-admin', role: 'admin' },
  { username: 'editor', password: '36x-demo-editor', role: 'user' },
  { username: 'viewer', password: '36x-demo-viewer', role: 'viewer' },
];
