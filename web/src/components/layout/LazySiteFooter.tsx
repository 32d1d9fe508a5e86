import { lazy, Suspense } from 'react';

import { FOOTER_ID } from './footer-id';
/**
 * Resolves when the footer is wanted: it nears the viewport, the visitor points at or moves focus into it, or the
 * browser has been idle after the page loaded, whichever comes first.
 */
function whenFooterNeeded(): Promise<void> {
  return new Promise((resolve) => {
    const footer = document.getElementById(FOOTER_ID);
    const done = () => {
      observer?.disconnect();
      footer?.removeEventListener('focusin', done);
      footer?.removeEventListener('pointerdown', done);
      resolve();
    };
    const observer =
      footer && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
            rootMargin: '600px 0px',
          })
        : undefined;
    if (footer) {
      observer?.observe(footer);
      footer.addEventListener('focusin', done);
      footer.addEventListener('pointerdown', done);
    }
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(done, { timeout: 4000 }) : setTimeout(done, 2000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

const SiteFooter = lazy(async () => {
  // The server (and the prerender) renders it at once; the browser keeps that HTML until the code is wanted.
  if (typeof document !== 'undefined') await whenFooterNeeded();
  const { SiteFooter: Footer } = await import('./SiteFooter');
  return { default: Footer };
});

/**
 * The site's footer from a chunk of its own (decision 054): React's selective hydration keeps the server's footer in
 * place, links working and the newsletter field keeping what is typed in it, until its code arrives; the pages'
 * start-up does not carry it (its field, the newsletter form, their MUI parts).
 */
export function LazySiteFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}
