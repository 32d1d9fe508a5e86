import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { watchFor } from './watch-for';
import { RESTORING_SCROLL_ATTRIBUTE } from '../ui/below-fold';

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

let firstRender = true;

/** Whether this document was opened by Back/Forward or a reload (the browser and React Router restore its scroll). */
function documentRestoresScroll(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' || entry?.type === 'reload';
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
    // Before <ScrollRestoration> (root.tsx, a parent: its layout effect runs after this one) scrolls back, lay out the
    // below-the-fold parts in full (below-fold.ts). The first render of a new document is a POP too: only one opened
    // by Back, Forward or a reload restores a position.
    const restores = navigationType === 'POP' && (!firstRender || documentRestoresScroll());
    firstRender = false;
    if (restores) document.documentElement.setAttribute(RESTORING_SCROLL_ATTRIBUTE, '');
    else if (navigationType !== 'POP') document.documentElement.removeAttribute(RESTORING_SCROLL_ATTRIBUTE);
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

  // The lazy layout is for the first paint only: from the visitor's first scroll the page is laid out in full, so
  // the position left and the position restored by Back refer to the same layout, however fast the page was flung.
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(RESTORING_SCROLL_ATTRIBUTE)) return;
    const onScroll = () => {
      if (window.scrollY > 0) root.setAttribute(RESTORING_SCROLL_ATTRIBUTE, '');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);

  return null;
}
