import { useSyncExternalStore } from 'react';
import { indiaDate } from '@36x/common';

const noSubscription = () => () => {};
const yearNow = () => Number(indiaDate(new Date()).slice(0, 4));
/** The build's year (vite.config.ts; the test run's own year under vitest, which has no define). */
const buildYear = () => (typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : yearNow());

/**
 * This year in India, for the footer's ©. Server renders (the prerendered files and the function's pages) and the
 * hydration write the build's year, so the HTML and the app agree; right after hydration the browser's own year
 * replaces it when they differ (a page built in December, opened in January). A page read without scripts shows the
 * build's year: the site is rebuilt with every deploy.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, yearNow, buildYear);
}

/** This year as text (the footer's ©): only this text re-renders when the browser's year differs from the build's. */
export function CurrentYear() {
  return <>{useCurrentYear()}</>;
}
