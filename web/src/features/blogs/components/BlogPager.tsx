import { Pager } from './Pager';
import { paths } from '../../../lib/paths';
import { blogListQuery, type BlogListFilters } from '../../../lib/blog-filters';

/** The address of one page of the list, with the same search, category and sort. */
export function blogPageHref(filters: Omit<BlogListFilters, 'page'>, page: number): string {
  const query = blogListQuery({ ...filters, page }).toString();
  return query ? `${paths.blogs}?${query}` : paths.blogs;
}

/** Previous / next pages of the blog list, keeping its search, category and sort. */
export function BlogPager({
  filters,
  page,
  pageCount,
}: {
  filters: Omit<BlogListFilters, 'page'>;
  page: number;
  pageCount: number;
}) {
  return (
    <Pager
      label="Blog pages"
      page={page}
      pageCount={pageCount}
      href={(n) => blogPageHref(filters, n)}
      compact
    />
  );
}
