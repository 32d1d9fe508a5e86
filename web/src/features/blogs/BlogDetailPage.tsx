import {
  Avatar,
  Box,
  Chip,
  Container,
  Divider,
  Grid,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { readingMinutes, type Author, type Blog } from '@36x/common';
import { ConsultButton, OutlinedOnDarkLink } from '../../components/ui/CtaButtons';
import { useAuthors, useBlog, useRelatedPosts } from '../../lib/public-content/use-public-content';
import { ItemNotFound } from '../../components/not-found/ItemNotFound';
import { paths } from '../../lib/paths';
import { practice } from '../../content/practice';
import { SITE_ORIGIN } from '../../components/seo/page-meta';
import {
  BackToLibrary,
  ItemArticle,
  ItemTitle,
  ShareAndDisclaimer,
} from '../../components/content/ItemArticle';
import { colors } from '../../theme/tokens';
import { blogListQuery, formatBlogDate, type RelatedPosts } from '../../lib/blog-filters';
import { BlogBody } from './components/BlogBody';
import { LazySubscribeForm } from './components/LazySubscribeForm';
import { ResponsiveImage } from '../../components/media/ResponsiveImage';
import { BlogCard } from '../../components/content/BlogCard';
import { PreviewBanner } from './preview/PreviewBanner';
import { useStaffPreview } from './preview/use-staff-preview';

/** What the route's loader read with the post (the server's render): shown as it came, not read again. */
interface GivenPost {
  blog?: Blog | null;
  related?: RelatedPosts;
  authors?: Author[];
}

/** /blogs/{id} (SITE-BLOGS): the post, its author, related posts, calls to action; 'Blog Not Found' otherwise. */
export default function BlogDetailPage({ given = {} }: { given?: GivenPost }) {
  const { id = '' } = useParams();
  const { data: blog, isPending, isError } = useBlog(id, given.blog);
  const preview = useStaffPreview(id);

  // Staff previewing a draft or scheduled post (decision 021): the same article, under a banner.
  if (preview.status === 'shown') return <BlogArticle blog={preview.blog} given={given} preview />;
  if (preview.status === 'checking' && !blog) return <BlogDetailSkeleton />;
  if (isPending) return <BlogDetailSkeleton />;
  // A failed read and a missing or unpublished post look the same to a visitor (SITE-BLOGS-3: 'Blog Not Found').
  if (isError || !blog) return <BlogNotFound />;
  return <BlogArticle blog={blog} given={given} />;
}

/** Category, publication date, reading time and any later update, above the title. */
function PostMeta({ blog }: { blog: Blog }) {
  const date = formatBlogDate(blog.publishAt);
  const updated = formatBlogDate(blog.updatedAt);
  // 'Updated on' only for a change made on a later day than the post went out (India's calendar).
  const showUpdated =
    !!updated && updated !== date && Date.parse(blog.updatedAt) > Date.parse(blog.publishAt);
  const categoryLink = `${paths.blogs}?${blogListQuery({ search: '', category: blog.category, sort: 'newest' })}`;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
      <Chip
        component={RouterLink}
        to={categoryLink}
        clickable
        label={blog.category}
        sx={{ bgcolor: colors.teal50, color: colors.teal800 }}
      />
      {date && (
        <Typography component="time" dateTime={blog.publishAt} color="text.secondary" variant="body2">
          {date}
        </Typography>
      )}
      <Typography color="text.secondary" variant="body2">
        {readingMinutes(blog.content)} min read
      </Typography>
      {showUpdated && (
        <Typography color="text.secondary" variant="body2">
          Updated on <time dateTime={blog.updatedAt}>{updated}</time>
        </Typography>
      )}
    </Stack>
  );
}

const heroImageSx = {
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 3,
  display: 'block',
  mb: 4,
} as const;

/** The post's tags, each a link to the posts with that tag. */
function PostTags({ blog }: { blog: Blog }) {
  return (
    <Stack
      component="ul"
      aria-label="Tags"
      direction="row"
      sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, flexWrap: 'wrap', gap: 1 }}
    >
      {blog.tags.map((tag, i) => (
        <li key={tag}>
          <Chip
            component={RouterLink}
            to={paths.blogTag(tag)}
            clickable
            variant="outlined"
            label={`#${blog.tagNames[i] ?? tag}`}
          />
        </li>
      ))}
    </Stack>
  );
}

/** The call to action at the end of a post: book a consultation or start an enquiry. */
function AdviceCta() {
  return (
    <Paper
      component="section"
      aria-labelledby="blog-cta-title"
      sx={{ mt: 5, p: { xs: 3, md: 4 }, bgcolor: colors.teal800, color: '#fff', border: 0 }}
    >
      <Typography id="blog-cta-title" component="h2" variant="h4" sx={{ mb: 1 }}>
        Want advice on your own situation?
      </Typography>
      <Typography sx={{ color: colors.teal100, mb: 3 }}>
        Every family and business is different. Talk to us before you act: a calm conversation, no sales
        pitch.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ConsultButton>Book a Consultation</ConsultButton>
        <OutlinedOnDarkLink to={paths.enquiry}>Start an Enquiry</OutlinedOnDarkLink>
      </Stack>
    </Paper>
  );
}

/** Related posts (or the latest ones when none share the category), under the article. */
function RelatedArticles({ posts, fallback }: { posts: Blog[]; fallback?: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="related-title"
      sx={{ bgcolor: colors.teal50, py: { xs: 5, md: 7 } }}
    >
      <Container maxWidth="lg">
        <Typography id="related-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 3 }}>
          {fallback ? 'Latest Articles' : 'Related Articles'}
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {posts.map((b) => (
            <Grid key={b.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <BlogCard blog={b} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

function BlogArticle({ blog, given, preview = false }: { blog: Blog; given: GivenPost; preview?: boolean }) {
  const { data } = useRelatedPosts(blog, given.related);
  const related = data?.posts ?? [];

  return (
    <>
      <ItemArticle titleId="blog-title">
        {preview && <PreviewBanner blog={blog} />}
        <BackToLibrary to={paths.blogs}>Back to Blogs</BackToLibrary>
        <PostMeta blog={blog} />
        <ItemTitle id="blog-title" fontSize={{ xs: '1.85rem', sm: '2.3rem', md: '2.75rem' }}>
          {blog.title}
        </ItemTitle>
        <Typography
          sx={{
            fontSize: { xs: '1.1rem', md: '1.25rem' },
            color: 'text.secondary',
            lineHeight: 1.6,
            mb: 3,
          }}
        >
          {blog.excerpt}
        </Typography>
        <AuthorLine authorId={blog.authorId} given={given.authors} />
        {blog.image && (
          <ResponsiveImage
            src={blog.image}
            alt={blog.imageAlt}
            sizes="(min-width: 900px) 860px, 100vw"
            width={1200}
            height={675}
            fetchPriority="high"
            decoding="async"
            sx={heroImageSx}
          />
        )}
        <BlogBody content={blog.content} />
        {blog.tags.length > 0 && <PostTags blog={blog} />}
        <ShareAndDisclaimer url={`${SITE_ORIGIN}${paths.blog(blog.slug)}`} title={blog.title} />
        {/* SITE-NEWS-1: subscribe from the post itself (its own component; the footer has one too). */}
        <Paper component="section" variant="outlined" sx={{ mt: 5, p: { xs: 2.5, md: 3 } }}>
          <LazySubscribeForm source={`post:${blog.id}`} />
        </Paper>
        <AdviceCta />
      </ItemArticle>
      {related.length > 0 && <RelatedArticles posts={related} fallback={data?.fallback} />}
    </>
  );
}

function BlogNotFound() {
  return (
    <ItemNotFound
      title="Blog Not Found"
      text="The article you're looking for doesn't exist or is no longer published. Browse our other articles instead."
      back={{ to: paths.blogs, label: 'Back to Blogs' }}
    />
  );
}

function BlogDetailSkeleton() {
  return (
    <Container
      maxWidth="md"
      sx={{ py: { xs: 3, md: 6 } }}
      role="status"
      aria-busy="true"
      aria-label="Loading article"
    >
      <Skeleton width={140} height={44} />
      <Skeleton width={180} height={36} />
      <Skeleton height={64} />
      <Skeleton height={64} width="70%" />
      <Skeleton height={28} />
      <Skeleton height={28} width="85%" />
      <Skeleton
        variant="rectangular"
        sx={{ my: 4, borderRadius: 3, aspectRatio: '16 / 9', height: 'auto' }}
      />
      <Divider sx={{ visibility: 'hidden' }} />
    </Container>
  );
}

/**
 * The author line (SITE-BLOGS-2): the staff author chosen for the post (ADMIN-PUBLISH-7) with a link to their page,
 * else the practice's founder as before.
 */
function AuthorLine({ authorId, given }: { authorId: string; given?: Author[] }) {
  const { data: authors } = useAuthors(given);
  const author = authorId ? authors?.find((a) => a.id === authorId) : undefined;
  const name = author?.name ?? practice.practitioner.name;
  const initials = name
    .replace(/^CA\s+/, '')
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 4 }}>
      {author?.photo ? (
        <Avatar src={author.photo} alt="" sx={{ width: 44, height: 44 }} />
      ) : (
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: colors.teal800,
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            flexShrink: 0,
          }}
        >
          {initials}
        </Box>
      )}
      <Typography variant="body2" sx={{ lineHeight: 1.4 }}>
        By{' '}
        {author ? (
          <Link component={RouterLink} to={paths.blogAuthor(author.slug)} sx={{ fontWeight: 700 }}>
            {author.name}
          </Link>
        ) : (
          <strong>{practice.practitioner.name}</strong>
        )}
        {!author && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {practice.practitioner.role}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
