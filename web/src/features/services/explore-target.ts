import { paths } from '../../lib/paths';

export interface ExploreDeps {
  navigate: (to: string) => void;
  /** Finds an element by id (document.getElementById in the browser). */
  findById: (id: string) => HTMLElement | null;
  reducedMotion: boolean;
}

/**
 * The Services hero's 'Explore Services' behaviour (SITE-SERVICES-4): the target defaults to /services; a target
 * starting with '#' scrolls to that element (and moves focus there, for keyboard and screen-reader users);
 * any other target is navigated to. On any failure (no such element, a throwing scroll or navigation) it goes
 * to /services.
 */
export function exploreTo(target: string = paths.services, deps: ExploreDeps): void {
  try {
    if (target.startsWith('#')) {
      const el = deps.findById(decodeURIComponent(target.slice(1)));
      if (!el) throw new Error(`No element ${target}`);
      el.scrollIntoView({ behavior: deps.reducedMotion ? 'auto' : 'smooth', block: 'start' });
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
      return;
    }
    deps.navigate(target);
  } catch {
    deps.navigate(paths.services);
  }
}
