import type { ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Box, Link, Typography } from '@mui/material';
import { ResponsiveImage } from '../media/ResponsiveImage';

/** Links that leave the site open in a new tab, without giving that tab a handle on this one. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:|^tel:/i.test(href);
}

/**
 * Only http(s), mailto, tel, site-relative and #anchor addresses survive; everything else (javascript:, data:,
 * vbscript:, ...) becomes '' and renders as text without a link. react-markdown's default does the same check; it is
 * named here so the rule is visible and tested.
 */
export function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url);
  return /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i.test(safe) || !/^[a-z][a-z0-9+.-]*:/i.test(safe)
    ? safe
    : '';
}

const text = { fontSize: { xs: '1.05rem', md: '1.125rem' }, lineHeight: 1.8 } as const;

const components: Components = {
  // The page's title is the h1: a post's own "# Heading" starts at h2, so the outline stays right.
  h1: ({ children }) => heading('h2', children),
  h2: ({ children }) => heading('h2', children),
  h3: ({ children }) => heading('h3', children),
  h4: ({ children }) => heading('h4', children),
  h5: ({ children }) => heading('h4', children),
  h6: ({ children }) => heading('h4', children),
  // A single line break inside a paragraph stays a line break, as posts written before markdown expect.
  p: ({ children }) => (
    <Typography component="p" sx={{ ...text, whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  ),
  li: ({ children }) => (
    <Typography component="li" sx={{ ...text, '& > p': { m: 0 } }}>
      {children}
    </Typography>
  ),
  a: ({ href = '', children }) =>
    href ? (
      <Link
        href={href}
        {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        sx={{ fontWeight: 600 }}
      >
        {children}
      </Link>
    ) : (
      <>{children}</>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <ResponsiveImage
        src={src}
        alt={alt ?? ''}
        sizes="(min-width: 900px) 760px, 100vw"
        loading="lazy"
        decoding="async"
        sx={{ maxWidth: '100%', height: 'auto', display: 'block', borderRadius: 2, my: 2 }}
      />
    ) : null,
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{ m: 0, pl: 2.5, borderLeft: 4, borderColor: 'primary.light', color: 'text.secondary' }}
    >
      {children}
    </Box>
  ),
  table: ({ children }) => (
    // Wide tables scroll inside their own box on phones instead of widening the page.
    <Box sx={{ overflowX: 'auto', my: 1 }} role="region" aria-label="Table" tabIndex={0}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          minWidth: '100%',
          '& th, & td': {
            border: 1,
            borderColor: 'divider',
            px: 1.5,
            py: 1,
            textAlign: 'left',
            verticalAlign: 'top',
          },
          '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        }}
      >
        {children}
      </Box>
    </Box>
  ),
};

function heading(level: 'h2' | 'h3' | 'h4', children: ReactNode) {
  const size = { h2: { xs: '1.4rem', md: '1.6rem' }, h3: { xs: '1.2rem', md: '1.3rem' }, h4: '1.1rem' }[
    level
  ];
  return (
    <Typography component={level} sx={{ fontSize: size, fontWeight: 700, lineHeight: 1.3 }}>
      {children}
    </Typography>
  );
}

/**
 * A post's body (SITE-BLOGS-5): markdown with GitHub's tables, strikethrough and task lists. The ONE renderer, used by the
 * public post page and the editor's preview alike. Safe by construction: raw HTML in the text is shown as text (no
 * rehype-raw), unsafe link and image addresses are dropped ({@link safeUrl}), external links open in a new tab with
 * rel="noopener noreferrer". Posts written as plain paragraphs before markdown render as they did.
 */
export function Markdown({ content }: { content: string }) {
  return (
    <Box
      className="markdown-body"
      sx={{
        // && outweighs each block's own margin: 0 (MUI Typography), so the rhythm holds.
        '&& > * + *': { mt: 2.5 },
        '&& > :is(h2, h3, h4):not(:first-child)': { mt: 4 },
        '& ul, & ol': { pl: 3.5, my: 0 },
        '& li + li': { mt: 0.75 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 2, borderRadius: 1 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider' },
      }}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={components}
        urlTransform={safeUrl}
        skipHtml={false}
      >
        {content}
      </ReactMarkdown>
    </Box>
  );
}
