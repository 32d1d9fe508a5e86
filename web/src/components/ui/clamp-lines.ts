/** Shows at most `lines` lines of a text and cuts the rest with an ellipsis (a card's excerpt or description). */
export const clampLinesSx = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;
