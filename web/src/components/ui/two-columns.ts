import type { ResponsiveStyleValue } from '@mui/system';

/**
 * Two columns side by side from md (900 px) up and stacked on phones: a hero's text beside its illustration, a
 * section's header beside its points. `columns` is the md template, e.g. '1.1fr 0.9fr'; `gap` in MUI spacing units.
 */
export const twoColumnsSx = (
  columns: string,
  gap: ResponsiveStyleValue<number>,
  alignItems: 'center' | 'start' = 'center',
) =>
  ({
    display: 'grid',
    gap,
    gridTemplateColumns: { xs: '1fr', md: columns },
    alignItems,
  }) as const;
