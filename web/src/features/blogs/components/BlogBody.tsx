import { Box, Typography } from '@mui/material';

/**
 * A post's body as plain text with its line breaks (SITE-BLOGS): a blank line starts a new paragraph, a single line
 * break stays a line break inside the paragraph. Text only, never HTML, so a post cannot inject markup.
 */
export function BlogBody({ content }: { content: string }) {
  const paragraphs = content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim());
  return (
    <Box sx={{ '& p + p': { mt: 2.5 } }}>
      {paragraphs.map((p, i) => (
        <Typography
          key={i}
          component="p"
          sx={{ whiteSpace: 'pre-line', fontSize: { xs: '1.05rem', md: '1.125rem' }, lineHeight: 1.8 }}
        >
          {p}
        </Typography>
      ))}
    </Box>
  );
}
