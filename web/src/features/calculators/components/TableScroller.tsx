import type { ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

/**
 * A table container that may scroll (long tables, or wide ones on phones). It can take keyboard focus so that
 * people who do not use a mouse can scroll it too (WCAG 2.1.1), and is announced as a region named after its table.
 */
export function TableScroller({
  label,
  children,
  sx,
}: {
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={[
        { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </TableContainer>
  );
}
