import { ResponsiveImage } from '../media/ResponsiveImage';
import { coverImageSx } from '../media/CoverImage';
import { useId } from 'react';
import { Box, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { Blog } from '@36x/common';
import { linkCardSx } from '../ui/card-link';
import { CardTitleLink } from '../ui/CardTitleLink';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { formatBlogDate } from '../../lib/blog-filters';
import { clampLinesSx } from '../ui/clamp-lines';

export interface BlogCardProps {
  blog: Blog;
  /** The card title's heading level: h3 under a section's h2 (hub, related posts), h2 on the list page. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Cards in the first row are in view on arrival: their image loads at once (the first one with high priority, as
   * it is usually the page's largest paint); the rest load lazily.
   */
  imagePriority?: 'high' | 'eager' | 'lazy';
}

/**
 * A blog card: image, category, date, title, excerpt and 'Read More' to /blogs/{id}. The whole card is one link
 * (the title's, stretched over the card: card-link.ts), the same on the list, the hub, related posts and home; the
 * 'Read More' label is part of that link's target area, not a second link.
 */
export function BlogCard({ blog, headingLevel = 'h3', imagePriority = 'lazy' }: BlogCardProps) {
  const titleId = useId();
  const date = formatBlogDate(blog.publishAt);
  return (
    <Box sx={{ height: '100%' }}>
      <Card
        component="article"
        aria-labelledby={titleId}
        sx={{ ...linkCardSx, height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: colors.teal50, overflow: 'hidden' }}>
          {blog.image ? (
            <ResponsiveImage
              src={blog.image}
              alt={blog.imageAlt}
              sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
              width={640}
              height={360}
              loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
              decoding="async"
              sx={coverImageSx}
            />
          ) : (
            // No image: a quiet branded panel keeps every card the same height.
            <Box
              aria-hidden
              sx={{
                height: '100%',
                display: 'grid',
                placeItems: 'center',
                color: colors.teal500,
                background: `linear-gradient(135deg, ${colors.teal50}, ${colors.gold100})`,
              }}
            >
              <ArticleOutlined sx={{ fontSize: 56 }} />
            </Box>
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip label={blog.category} size="small" sx={{ bgcolor: colors.teal50, color: colors.teal800 }} />
            {date && (
              <Typography component="time" dateTime={blog.publishAt} variant="caption" color="text.secondary">
                {date}
              </Typography>
            )}
          </Box>
          <Typography id={titleId} component={headingLevel} variant="h6" sx={{ lineHeight: 1.35 }}>
            <CardTitleLink to={paths.blog(blog.slug)}>{blog.title}</CardTitleLink>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={clampLinesSx(3)}>
            {blog.excerpt}
          </Typography>
          {/* The look of a text button; the title's link covers it (one tab stop, named by the title). */}
          <Box
            aria-hidden="true"
            sx={{
              mt: 'auto',
              pt: 1,
              minHeight: 44,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              color: 'primary.main',
              fontWeight: 600,
              fontSize: '0.95rem',
            }}
          >
            Read More <ArrowForward fontSize="small" />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The loading stand-in of a BlogCard, the same size so nothing jumps when posts arrive. */
export function BlogCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }} data-testid="blog-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent sx={{ p: 2.5 }}>
        <Skeleton width="40%" height={28} />
        <Skeleton width="90%" height={30} />
        <Skeleton width="100%" />
        <Skeleton width="80%" />
        <Skeleton width="30%" height={44} />
      </CardContent>
    </Card>
  );
}
