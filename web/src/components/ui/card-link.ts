import { colors } from '../../theme/tokens';

/**
 * Cards that open something (blog and video cards on the list, the hub, related posts and home; SITE-TRUST) have ONE
 * control: the link or button in the card's title. Its ::after is stretched over the whole card, so a click on the
 * image, the title, the text or the 'Read More' label opens it, while keyboard and screen-reader users meet a
 * single tab stop named by the title. The card must be `position: relative` ({@link linkCardSx}); nothing between
 * the control and the card may be positioned, or the overlay shrinks to that element.
 */
export const stretchedControlSx = {
  position: 'static',
  color: 'inherit',
  textDecoration: 'none',
  font: 'inherit',
  textAlign: 'inherit',
  background: 'none',
  border: 0,
  p: 0,
  m: 0,
  cursor: 'pointer',
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${colors.gold500}`, outlineOffset: -3 },
} as const;

/** The card around a stretched control: the overlay's box, a lift on hover, the title underlined on hover. */
export const linkCardSx = {
  position: 'relative',
  '&:hover': { boxShadow: 4 },
  '&:hover .card-title-control, &:focus-within .card-title-control': { textDecoration: 'underline' },
} as const;
