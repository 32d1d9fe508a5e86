import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

interface IconBadgeProps {
  /** Width and height in px. */
  size: number;
  /** A circle, or a rounded square with this MUI border radius. */
  radius?: 'round' | number;
  /** The tile's fill (a colour or a gradient) and the icon's colour. */
  background: string;
  color?: string;
  /** Anything else this badge needs: a border, spacing, position. */
  sx?: SxProps<Theme>;
  ariaHidden?: boolean;
  children: ReactNode;
}

/** An icon (or a number) centred in a square or round tile: the badge at the top of cards and list items. */
export function IconBadge({
  size,
  radius = 'round',
  background,
  color,
  sx,
  ariaHidden,
  children,
}: IconBadgeProps) {
  return (
    <Box
      aria-hidden={ariaHidden ? 'true' : undefined}
      sx={[
        {
          width: size,
          height: size,
          borderRadius: radius === 'round' ? '50%' : radius,
          display: 'grid',
          placeItems: 'center',
          background,
          color,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
