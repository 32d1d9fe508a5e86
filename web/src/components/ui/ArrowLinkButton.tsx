import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';

/** A large button that goes to another page of the site, with an arrow after its label (a section's way onward). */
export function ArrowLinkButton({
  to,
  variant = 'contained',
  sx,
  children,
}: {
  to: string;
  variant?: 'contained' | 'outlined';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="large"
      component={RouterLink}
      to={to}
      endIcon={<ArrowForwardIcon />}
      sx={sx}
    >
      {children}
    </Button>
  );
}
