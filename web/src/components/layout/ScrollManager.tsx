import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { watchFor } from './watch-for';

const HASH_WAIT_MS = 3000;

/** Finds the element a #hash names (ids may be percent-encoded in the URL). */
function hashTarget(hash: string): HTMLElement | null {
  const raw = hash.slice(1);
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    /* keep the raw id */
  }
  return document.getElementById(id);
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A navigation made with `state: { preventScrollReset: true }` keeps the scroll position (a screen updating its own query string). */
function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { preventScrollReset?: unknown }).preventScrollReset === true
  );
}

/**
 * Back and Forward (a POP) are left to React Router's `<ScrollRestoration>` in root.tsx, which returns to the position
 * the page was left at (SITE-ROUTES-4). Every other navigation scrolls to the top (SITE-ROUTES-3), except that a #hash scrolls to its element, and a navigation
 * whose state says `preventScrollReset: true` (the calculators keep their inputs in ?query) stays where it is. Screens load
 * lazily, so the element may appear a moment later: we watch the DOM for it (up to 3 s) before giving up
 * and staying at the top. The fixed header is cleared by `scroll-padding-top` in the theme.
 */
export function ScrollManager() {
  const { pathname, search, hash, key, state } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType === 'POP' || keepsScroll(state)) return;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const scrollToTarget = (el: HTMLElement) =>
      el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    const now = hashTarget(hash);
    if (now) {
      scrollToTarget(now);
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return watchFor(() => hashTarget(hash), scrollToTarget, HASH_WAIT_MS);
    // `key` changes on every navigation, even to the same URL (clicking the current link scrolls again).
  }, [pathname, search, hash, key, state, navigationType]);

  return null;
}
