import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while React hydrates the server's HTML (and on the server), true after (and on in-app navigation). */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
