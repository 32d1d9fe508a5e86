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
