import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLink';
import { watchFor } from './watch-for';

const HEADING_WAIT_MS = 3000;

/** The page's main heading, made focusable by script only (tabIndex -1: never a Tab stop). */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * After an in-app navigation to another page, focus moves to that page's main heading (WCAG 2.4.3): a screen reader
 * reads where the reader has arrived, and the next Tab starts from the new page instead of from <body> or from a link
 * of the page that is gone. Not on the first load (the browser's own start), not for a #hash (ScrollManager takes the
 * reader to its target), not when only the query changes (a calculator writing its inputs). Screens load lazily, so
 * the heading may come a moment later: we watch for it (up to 3 s).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (hash) return;
    const focus = (heading: HTMLElement) => heading.focus({ preventScroll: true });
    const now = mainHeading();
    if (now) {
      focus(now);
      return;
    }
    return watchFor(mainHeading, focus, HEADING_WAIT_MS);
  }, [pathname, hash]);

  return null;
}
