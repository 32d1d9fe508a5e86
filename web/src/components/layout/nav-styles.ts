import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { colors } from '../../theme/tokens';

/** Desktop menu entries: quiet text buttons; the current route gets teal text and a gold underline. */
export const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '0.95rem',
  px: 1.5,
  minHeight: 44,
  position: 'relative',
  borderRadius: 2,
  '&:hover': { backgroundColor: colors.teal50, color: 'primary.main' },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 4,
    height: 2.5,
    borderRadius: 2,
    backgroundColor: colors.gold500,
    transform: 'scaleX(0)',
    transition: 'transform 180ms ease',
  },
  '&.active': { color: 'primary.main' },
  '&.active::after': { transform: 'scaleX(1)' },
} satisfies SxProps<Theme>;

/** A `<summary>` shown as a button: no disclosure triangle (the list marker, and Safari's own). */
export const summaryResetSx = {
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&::marker': { content: '""' },
} as const;

/** Opening of a menu panel (the Grow of MUI's menus, in CSS so it also plays before the app starts). */
export const growIn = keyframes`
  from { opacity: 0; transform: scale(0.75, 0.5625); }
  to { opacity: 1; transform: none; }
`;

/** Opening of the mobile menu panel. */
export const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: none; }
`;

/** The dimmed page under the open mobile menu. */
export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
