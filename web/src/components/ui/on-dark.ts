/** An outlined button on a dark (teal) panel: white text and a light border that firms up on hover. */
export const outlinedOnDarkSx = {
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
} as const;
