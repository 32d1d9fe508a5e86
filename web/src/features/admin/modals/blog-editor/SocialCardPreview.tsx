import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { SOCIAL_CARD_SHOWN, truncateForCard, type SocialCard, type SocialNetwork } from '@36x/common';
import { fullTitle, SITE_ORIGIN } from '../../../../components/seo/page-meta';
import { visuallyHidden } from '../../../../theme/visually-hidden';

/** The site's host as the networks print it under a card. */
const DOMAIN = new URL(SITE_ORIGIN).host;

/** The title a network gets (page-meta.ts): a card's own as written, a fallback as the page's title. */
export const sharedTitle = (card: SocialCard) =>
  card.titleFrom === 'card' ? card.title : fullTitle(card.title);

const FROM = {
  title: { meta: 'the meta title', title: 'the post title' },
  description: { meta: 'the meta description', excerpt: 'the excerpt' },
  image: { featured: 'the featured image', site: "the site's share image" },
} as const;

/** "Grey: the title is the post title's, ..." for what this card takes from elsewhere; '' when it is all its own. */
export function fallbackNote(card: SocialCard): string {
  const parts = [
    card.titleFrom !== 'card' && `the title is ${FROM.title[card.titleFrom]}`,
    card.descriptionFrom !== 'card' && `the description is ${FROM.description[card.descriptionFrom]}`,
    card.imageFrom !== 'card' && `the image is ${FROM.image[card.imageFrom]}`,
  ].filter(Boolean);
  return parts.length ? `Greyed, as this card has none of its own: ${parts.join('; ')}.` : '';
}

/** A fallback value is shown dimmed, and said so to screen readers. */
const faded = (fallback: boolean) => (fallback ? { opacity: 0.5 } : {});
const Fallback = ({ on }: { on: boolean }) =>
  on ? (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      (fallback)
    </Box>
  ) : null;

/** Lines of text cut by the browser as the networks do, after the character cut they apply. */
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  overflowWrap: 'anywhere' as const,
});

/** A title or description line of a card: cut to its lines, greyed when it is a fallback. */
function CardLine(props: {
  testId: string;
  text: string;
  fallback: boolean;
  lines: number;
  sx: { fontSize: number; fontWeight?: number; color: string };
}) {
  return (
    <Typography
      data-testid={props.testId}
      sx={{
        fontFamily: 'inherit',
        lineHeight: 1.3,
        ...props.sx,
        ...clamp(props.lines),
        ...faded(props.fallback),
      }}
    >
      {props.text}
      <Fallback on={props.fallback} />
    </Typography>
  );
}

function CardImage({ card, radius }: { card: SocialCard; radius?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: '100%', aspectRatio: '1.91 / 1', display: 'block', borderRadius: radius };
  if (failed === card.image) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', p: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          The image could not be loaded from this address
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={card.image}
      alt={card.imageAlt}
      onError={() => setFailed(card.image)}
      sx={{ ...box, objectFit: 'cover', bgcolor: '#e4e6eb', ...faded(card.imageFrom !== 'card') }}
    />
  );
}

/**
 * How a post shows when shared (decision 055): Facebook's link preview (image, then a grey band with the domain in
 * capitals, a two-line title and a one-line description) or X's large-image card (rounded, domain, one-line title,
 * two-line description), with the platforms' character cuts. Values the card takes from elsewhere are greyed.
 */
export function SocialCardPreview({ network, card }: { network: SocialNetwork; card: SocialCard }) {
  const shown = SOCIAL_CARD_SHOWN[network];
  const title = truncateForCard(sharedTitle(card), shown.title);
  const description = truncateForCard(card.description, shown.description);
  const label = network === 'facebook' ? 'Facebook preview' : 'X preview';
  const note = fallbackNote(card);
  const fb = network === 'facebook';
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, width: '100%', maxWidth: 500 }}>
      <Box
        sx={{
          border: '1px solid',
          borderColor: fb ? '#dadde1' : '#cfd9de',
          borderRadius: fb ? 0 : '16px',
          overflow: 'hidden',
          bgcolor: '#fff',
          fontFamily: fb
            ? 'Helvetica, Arial, sans-serif'
            : 'system-ui, -apple-system, "Segoe UI", sans-serif',
        }}
      >
        <CardImage card={card} />
        <Box
          sx={{
            px: 1.5,
            py: 1.25,
            bgcolor: fb ? '#f0f2f5' : '#fff',
            borderTop: fb ? 0 : '1px solid #cfd9de',
            fontFamily: 'inherit',
          }}
        >
          <Typography
            sx={{
              fontFamily: 'inherit',
              fontSize: fb ? 12 : 13,
              color: fb ? '#65676b' : '#536471',
              textTransform: fb ? 'uppercase' : 'none',
            }}
          >
            {DOMAIN}
          </Typography>
          <CardLine
            testId={`${network}-card-title`}
            text={title}
            fallback={card.titleFrom !== 'card'}
            lines={fb ? 2 : 1}
            sx={{ fontSize: fb ? 16 : 15, fontWeight: fb ? 600 : 400, color: '#0f1419' }}
          />
          <CardLine
            testId={`${network}-card-description`}
            text={description}
            fallback={card.descriptionFrom !== 'card'}
            lines={fb ? 1 : 2}
            sx={{ fontSize: fb ? 14 : 15, color: fb ? '#65676b' : '#536471' }}
          />
        </Box>
      </Box>
      {note && (
        <Typography
          component="figcaption"
          variant="caption"
          color="text.secondary"
          sx={{ mt: 0.5, display: 'block' }}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}
