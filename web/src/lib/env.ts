/** Build-time settings, parsed once (Vite env). */
export const env = {
  /** 'api' (local mode) or 'firestore' (firebase mode): where public content is read from. */
  contentSource: (import.meta.env.VITE_CONTENT_SOURCE === 'firestore' ? 'firestore' : 'api') as 'api' | 'firestore',
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-36x.firebaseapp.com',
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-36x',
    storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-36x.appspot.com',
    appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
  },
  /** Set in local builds: the browser talks to the Auth emulator (and Firestore emulator, for `npm run emulators`). */
  authEmulatorUrl: import.meta.env.VITE_AUTH_EMULATOR_URL as string | undefined,
  firestoreEmulatorHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST as string | undefined,
  whatsappUrl: 'https://wa.me/919000000000?text=Hello%2036x%20Advisory',
} as const;
