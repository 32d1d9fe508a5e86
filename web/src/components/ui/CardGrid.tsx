import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { LIMITS } from '@36x/common';

/** One card a row on phones, two from 600 px, three from 900 px. */
const CELL_SIZE = { xs: 12, sm: 6, md: 4 } as const;

interface CardGridProps<T extends { id: string }> {
  /** The list's accessible name (e2e journeys find the list by it). */
  label: string;
  items: readonly T[];
  renderCard: (item: T, index: number) => ReactNode;
  /** About how tall a card is, in px (measured on the built pages: it varies little with the width). */
  cardHeight: number;
}

/**
 * Cards in a responsive grid, as a list (`ul` / `li`) named by `label`. Pure render: safe on a server.
 * Cells out of view are not laid out or painted until they near it (`content-visibility: auto`): on a phone the list
 * is one long column, and each restyle during start-up (fonts, images, hydration) would lay it all out again. A cell
 * holds `cardHeight` until it is first shown, its real height after.
 */
export function CardGrid<T extends { id: string }>({
  label,
  items,
  renderCard,
  cardHeight,
}: CardGridProps<T>) {
  const cellSx = { contentVisibility: 'auto', containIntrinsicHeight: `auto ${cardHeight}px` } as const;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {items.map((item, i) => (
        <Grid key={item.id} component="li" size={CELL_SIZE} sx={cellSx}>
          {renderCard(item, i)}
        </Grid>
      ))}
    </Grid>
  );
}

interface CardGridSkeletonProps {
  /** What is loading, e.g. "Loading blogs". */
  label: string;
  /** One placeholder card, repeated in every cell. */
  skeleton: ReactNode;
  count?: number;
}

/** The grid's loading state: placeholder cards in the same cells, marked busy. */
export function CardGridSkeleton({ label, skeleton, count = LIMITS.skeletonCards }: CardGridSkeletonProps) {
  return (
    <Grid container spacing={3} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={CELL_SIZE}>
          {skeleton}
        </Grid>
      ))}
    </Grid>
  );
}
