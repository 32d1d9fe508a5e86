import { Avatar, Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BlogCard } from '../../components/content/BlogCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageBanner } from '../../components/ui/PageBanner';
import { collectionName, type BlogCollection } from '../../lib/blog-collections';
import { paths } from '../../lib/paths';
import { Pager } from './components/Pager';

/** The address of one page of a tag's or author's posts. */
export function collectionHref(c: Pick<BlogCollection, 'kind' | 'key'>, page: number): string {
  const base = c.kind === 'tag' ? paths.blogTag(c.key) : paths.blogAuthor(c.key);
  return page > 1 ? `${base}?page=${page}` : base;
}

/** /blogs/tag/{tag} and /blogs/author/{slug} (SITE-BLOGS-8): rendered by the function, paged by real links. */
export default function BlogCollectionPage({ collection: c }: { collection: BlogCollection }) {
  const title = c.kind === 'tag' ? `Articles tagged “${collectionName(c)}”` : collectionName(c);
  return (
    <>
      <PageBanner id="collection-title" overline={c.kind === 'tag' ? 'Tag' : 'Author'} title={title}>
        {c.kind === 'tag'
          ? c.tag?.description ||
            `${c.total} article${c.total === 1 ? '' : 's'} from our practice on this topic.`
          : c.author?.bio || `Articles by ${c.author?.name ?? ''} of our practice.`}
      </PageBanner>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {c.kind === 'tag' && c.tag?.image && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Box
              component="img"
              src={c.tag.image}
              alt=""
              width={96}
              height={96}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2 }}
            />
            <Typography color="text.secondary">
              {c.total} article{c.total === 1 ? '' : 's'}
            </Typography>
          </Stack>
        )}
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
        <Pager label="Pages" page={c.page} pageCount={c.pageCount} href={(n) => collectionHref(c, n)} />
        <Button component={RouterLink} to={paths.blogs} sx={{ mt: 4 }}>
          All articles
        </Button>
      </Container>
    </>
  );
}
