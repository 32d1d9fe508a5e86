import { useState, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { getFirebaseApp } from '../../../lib/firebase';
import { getStaffAuth, registerStaffTokenProvider } from '../../../lib/staff-auth';

/** Firebase app + Auth for the admin routes (reactfire), and the ID token on every /api call from then on. */
export function StaffAuthProvider({ children }: { children: ReactNode }) {
  const [sdk] = useState(() => {
    registerStaffTokenProvider();
    return { app: getFirebaseApp(), auth: getStaffAuth() };
  });
  return (
    <FirebaseAppProvider firebaseApp={sdk.app}>
      <AuthProvider sdk={sdk.auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
