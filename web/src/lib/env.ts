/** Settings a local stack gives the built SPA at run time (scripts/start.mjs writes /local-env.js). */
interface RuntimeEnv {
  authEmulatorUrl?: string;
  firestoreEmulatorHost?: string;
}
/**
 * Read when asked, not when this module loads: /local-env.js is a deferred script (web/src/root.tsx), so it must not
 * hold up the first paint, and it has run long before anything signs in or reads Firestore.
 */
const runtimeEnv = (): RuntimeEnv => (globalThis as { __36X_ENV__?: RuntimeEnv }).__36X_ENV__ ?? {};

/** Build-time settings (Vite env) and the local stack's run-time ones, parsed once. */
export const env = {
  /** 'api' (local mode) or 'firestore' (firebase mode): where public content is read from. */
  contentSource: (import.meta.env.VITE_CONTENT_SOURCE === 'firestore' ? 'firestore' : 'api') as
    'api' | 'firestore',
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-36x.firebaseapp.com',
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-36x',
    storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-36x.appspot.com',
    appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
  },
  /**
   * Set for local stacks: the browser talks to the Auth emulator (and Firestore emulator, for `npm run emulators`).
   * The built SPA learns it at run time from /local-env.js, which scripts/start.mjs writes beside its copy of
   * web/dist (one build serves every port offset); Vite's dev server gets VITE_* variables instead. Production has
   * neither. See docs/decisions/003-generated-firebase-config.md.
   */
  get authEmulatorUrl(): string | undefined {
    return runtimeEnv().authEmulatorUrl ?? import.meta.env.VITE_AUTH_EMULATOR_URL;
  },
  get firestoreEmulatorHost(): string | undefined {
    return runtimeEnv().firestoreEmulatorHost ?? import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  },
} as const;
