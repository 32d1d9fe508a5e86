import type { SxProps, Theme } from '@mui/material/styles';
import { colors } from '../../theme/tokens';

/** Desktop menu entries: quiet text buttons; the current route gets teal text and a gold underline. */
export const navButtonSx: SxProps<Theme> = {
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
};
