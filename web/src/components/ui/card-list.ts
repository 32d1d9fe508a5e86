import type { ResponsiveStyleValue } from '@mui/system';

/**
 * A list (`ul`/`ol`) of cards laid out as a grid: no bullets, indent or margins, `gap` between the cards (MUI spacing
 * units) and `columns` as the grid's template per breakpoint, e.g. `{ xs: '1fr', md: 'repeat(3, 1fr)' }`.
 */
export const cardListSx = (columns: ResponsiveStyleValue<string>, gap: ResponsiveStyleValue<number> = 3) =>
  ({
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: columns,
  }) as const;

/** A plain card in such a list (about's principles, home's audiences): paper, a thin border, round corners. */
export const outlinedCardSx = {
  backgroundColor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 3.5,
  p: 3,
} as const;
