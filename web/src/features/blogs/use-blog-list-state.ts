import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { blogListQuery, parseBlogListQuery, type BlogListFilters } from '../../lib/blog-filters';

const sameFilters = (a: BlogListFilters, b: BlogListFilters) =>
  a.search === b.search && a.category === b.category && a.sort === b.sort && a.page === b.page;

/**
 * The blog list's search, category, sort and page, kept in the URL query (?q=&category=&sort=&page=) so a filtered list can be
 * shared and survives Back. The URL is rewritten with history.replaceState rather than a router navigation: every
 * router navigation scrolls to the top (ScrollManager), which must not happen on each keystroke in the search box.
 * A real navigation (a link to /blogs?category=..., Back/Forward) gives a new location key and is read again.
 */
export function useBlogListState() {
  const { search: locationSearch, key } = useLocation();
  const [filters, setFilters] = useState(() => parseBlogListQuery(new URLSearchParams(locationSearch)));

  // The router's location only changes on a real navigation (never on our replaceState), so each new one is read
  // (state adjusted while rendering, as React recommends over an effect).
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    const fromUrl = parseBlogListQuery(new URLSearchParams(locationSearch));
    if (!sameFilters(filters, fromUrl)) setFilters(fromUrl);
  }

  useEffect(() => {
    const query = blogListQuery(filters).toString();
    const wanted = query ? `?${query}` : '';
    if (window.location.search !== wanted) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${wanted}${window.location.hash}`,
      );
    }
  }, [filters]);

  // A new search, category or sort starts again at page 1 (pages move by links: real navigations).
  const update = useCallback(
    (patch: Partial<Omit<BlogListFilters, 'page'>>) => setFilters((prev) => ({ ...prev, ...patch, page: 1 })),
    [],
  );
  const clear = useCallback(() => setFilters((prev) => ({ ...prev, search: '', category: '', page: 1 })), []);
  return { filters, update, clear };
}
