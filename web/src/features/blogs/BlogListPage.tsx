import { useEffect, useMemo, useRef } from 'react';
import { Container } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { BLOG_CATEGORIES, type Blog } from '@36x/common';
import {
  useBlogCards,
  useBlogSearchHits,
  type SearchHits,
} from '../../lib/public-content/use-public-content';
import { PageBanner } from '../../components/ui/PageBanner';
import { FilteredCardList } from '../../components/content/FilteredCardList';
import { BLOG_SORTS, filterBlogs, pageOfBlogs, type BlogSort } from '../../lib/blog-filters';
import { BlogPager } from './components/BlogPager';
import { BlogCard, BlogCardSkeleton } from '../../components/content/BlogCard';
import { useBlogListState } from './use-blog-list-state';
import { paths } from '../../lib/paths';
import { typedBeforeStart } from '../../lib/typed-before-start';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * /blogs (SITE-BLOGS): search, category filter, three sorts, removable filter chips, count, skeletons, empty state.
 * The filters are a GET form (SITE-START-2): before the app starts, or without JavaScript, it asks the server for
 * /blogs?q=...&category=...&sort=..., which renders the filtered list; once the app runs the list filters as the
 * visitor types, and a search typed before start-up is taken over (SITE-START-1).
 */
export default function BlogListPage({ given, givenHits }: { given?: Blog[]; givenHits?: SearchHits } = {}) {
  const query = useBlogCards(given);
  const blogs = query.data;
  const { filters, update, clear } = useBlogListState();
  // Matches in the posts' text: the cards do not carry it (decision 049).
  const textHits = useBlogSearchHits(filters.search, givenHits);
  const formRef = useRef<HTMLFormElement>(null);
  const firstSearch = useRef(filters.search);
  useEffect(() => {
    const typed = typedBeforeStart(formRef.current, { q: firstSearch.current }).q;
    if (typed !== undefined) update({ search: typed });
  }, [update]);
  const found = useMemo(() => filterBlogs(blogs ?? [], filters, textHits), [blogs, filters, textHits]);
  const { items: shown, page, pageCount } = pageOfBlogs(found, filters.page);
  const search = filters.search.trim();
  const hasFilters = Boolean(search || filters.category);
  const ready = !query.isPending && !query.isError;

  return (
    <>
      <PageBanner id="blogs-title" overline="Knowledge Space" title="Insights & Articles">
        Clear, practical writing on tax, investing, compliance and planning for Indian families and
        businesses. No jargon for its own sake, and no product pushing.
      </PageBanner>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <FilteredCardList
          noun="blogs"
          errorWhat="articles"
          query={query}
          form={{ action: paths.blogs, ref: formRef, searchName: 'q' }}
          search={{ value: filters.search, onChange: (search) => update({ search }) }}
          selects={[
            {
              label: 'Category',
              name: 'category',
              value: filters.category,
              onChange: (category) => update({ category }),
              options: CATEGORY_OPTIONS,
              emptyLabel: 'All Categories',
            },
            {
              label: 'Sort by',
              name: 'sort',
              value: filters.sort,
              onChange: (sort) => update({ sort: sort as BlogSort }),
              options: BLOG_SORTS,
            },
          ]}
          chips={[
            ...(search ? [{ label: `Search: “${search}”`, onRemove: () => update({ search: '' }) }] : []),
            ...(filters.category
              ? [{ label: `Category: ${filters.category}`, onRemove: () => update({ category: '' }) }]
              : []),
          ]}
          items={shown}
          total={blogs?.length ?? 0}
          empty={found.length === 0}
          emptyState={{
            icon: SearchOffIcon,
            title: 'No blogs found',
            text: hasFilters
              ? 'Try a different search term or category.'
              : 'New articles are on their way. Please check back soon.',
            clear: hasFilters ? { label: 'Clear Filters', onClick: clear } : undefined,
          }}
          skeleton={<BlogCardSkeleton />}
          cardHeight={470}
          renderCard={(blog, i) => (
            <BlogCard
              blog={blog}
              headingLevel="h2"
              imagePriority={i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy'}
            />
          )}
        >
          {ready && <BlogPager filters={filters} page={page} pageCount={pageCount} />}
        </FilteredCardList>
      </Container>
    </>
  );
}
