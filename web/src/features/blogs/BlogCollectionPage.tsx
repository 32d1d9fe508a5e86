import { Avatar, Box, Button, Container, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { BlogCard } from '../../components/content/BlogCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageBanner } from '../../components/ui/PageBanner';
import { tagLabel, type BlogCollection } from '../../lib/blog-collections';
import { paths } from '../../lib/paths';

/** The address of one page of a tag's or author's posts. */
export function collectionHref(c: Pick<BlogCollection, 'kind' | 'key'>, page: number): string {
  const base = c.kind === 'tag' ? paths.blogTag(c.key) : paths.blogAuthor(c.key);
  return page > 1 ? `${base}?page=${page}` : base;
}

/** /blogs/tag/{tag} and /blogs/author/{slug} (SITE-BLOGS-8): rendered by the function, paged by real links. */
export default function BlogCollectionPage({ collection: c }: { collection: BlogCollection }) {
  const title = c.kind === 'tag' ? `Articles tagged “${tagLabel(c.key)}”` : (c.author?.name ?? '');
  return (
    <>
      <PageBanner id="collection-title" overline={c.kind === 'tag' ? 'Tag' : 'Author'} title={title}>
        {c.kind === 'tag'
          ? `${c.total} article${c.total === 1 ? '' : 's'} from our practice on this topic.`
          : c.author?.bio || `Articles by ${c.author?.name ?? ''} of our practice.`}
      </PageBanner>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {c.kind === 'author' && c.author?.photo && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar src={c.author.photo} alt={c.author.name} sx={{ width: 72, height: 72 }} />
            <Typography color="text.secondary">
              {c.total} article{c.total === 1 ? '' : 's'}
            </Typography>
          </Stack>
        )}
        {c.posts.length === 0 ? (
          <Typography color="text.secondary">No articles yet. Please check back soon.</Typography>
        ) : (
          <CardGrid
            label={title}
            cardHeight={470}
            items={c.posts}
            renderCard={(blog, i) => (
              <BlogCard
                blog={blog}
                headingLevel="h2"
                imagePriority={i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy'}
              />
            )}
          />
        )}
        {c.pageCount > 1 && (
          <Box
            component="nav"
            aria-label="Pages"
            sx={{ mt: 4, display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 2 }}
          >
            <Box>
              {c.page > 1 && (
                <Button
                  component={RouterLink}
                  to={collectionHref(c, c.page - 1)}
                  rel="prev"
                  variant="outlined"
                  startIcon={<ChevronLeft aria-hidden />}
                  sx={{ minHeight: 44 }}
                >
                  Previous page
                </Button>
              )}
            </Box>
            <Typography color="text.secondary">
              Page {c.page} of {c.pageCount}
            </Typography>
            <Box sx={{ textAlign: 'right' }}>
              {c.page < c.pageCount && (
                <Button
                  component={RouterLink}
                  to={collectionHref(c, c.page + 1)}
                  rel="next"
                  variant="outlined"
                  endIcon={<ChevronRight aria-hidden />}
                  sx={{ minHeight: 44 }}
                >
                  Next page
                </Button>
              )}
            </Box>
          </Box>
        )}
        <Button component={RouterLink} to={paths.blogs} sx={{ mt: 4 }}>
          All articles
        </Button>
      </Container>
    </>
  );
}
