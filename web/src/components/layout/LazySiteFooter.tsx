import { lazy, Suspense } from 'react';
import { whenWanted } from '../ui/when-wanted';
import { FOOTER_ID } from './footer-id';

const SiteFooter = lazy(async () => {
  // The server (and the prerender) renders it at once; the browser keeps that HTML until the code is wanted: the
  // footer nears the viewport, is pointed at or focused, or the browser is idle after the load event.
  if (typeof document !== 'undefined') await whenWanted(FOOTER_ID);
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
