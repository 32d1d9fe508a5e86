import { colors } from '../../theme/tokens';

/** An outlined button on a dark (teal) panel: white text and a light border that firms up on hover. */
export const outlinedOnDarkSx = {
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
} as const;

/** An outlined button on the deep-teal call-to-action panels (home 'Want to Talk?', the services banner). */
export const outlinedOnTealSx = {
  color: colors.paper,
  borderColor: colors.teal200,
  '&:hover': { borderColor: colors.paper, backgroundColor: 'rgba(255,255,255,0.08)' },
} as const;
