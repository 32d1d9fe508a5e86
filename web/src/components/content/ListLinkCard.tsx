import { Box, Card, CardContent, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { linkCardSx } from '../ui/card-link';
import { CardTitleLink } from '../ui/CardTitleLink';
import { colors } from '../../theme/tokens';

export interface ListLinkCardProps {
  /** The full list's address (/blogs, /videos): pages the function renders with the live content. */
  to: string;
  overline: string;
  title: string;
  text: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * What a prerendered page (home notebook, resources hub) shows where live posts or videos go until the list has come
 * (SITE-START-2): a card-shaped link to the full list, which the `api` function renders with the latest content. The
 * prerendered HTML has no content list, so without scripts this is a way to the content instead of a skeleton that
 * never resolves; once the app has the list, the real cards take its place.
 */
export function ListLinkCard({ to, overline, title, text, headingLevel = 'h3' }: ListLinkCardProps) {
  return (
    <Card
      component="article"
      sx={{ ...linkCardSx, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
    >
      <Box
        aria-hidden
        sx={{
          aspectRatio: '16 / 9',
          maxHeight: 240,
          background: `linear-gradient(135deg, ${colors.teal800}, ${colors.teal500})`,
        }}
      />
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.5 }}>
          {overline}
        </Typography>
        <Typography component={headingLevel} variant="h6">
          <CardTitleLink to={to}>{title}</CardTitleLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
        <Typography
          aria-hidden
          color="primary"
          sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 'auto' }}
        >
          Open the list <ArrowForward fontSize="small" />
        </Typography>
      </CardContent>
    </Card>
  );
}
