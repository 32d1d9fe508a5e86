/**
 * A chip whose label wraps onto more lines instead of being cut off with an ellipsis (MUI's chips are one line high):
 * for chips holding a sentence, such as an enquiry form's features or a filing's documents. Its parent must not be
 * wider than the space it has (a flex item needs `min-width: 0`).
 */
export const wrappingChipSx = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.35 },
} as const;
