import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { outlinedOnDarkSx } from './on-dark';

/**
 * The gold call to book a consultation, on the site's deep-teal panels: it leads to the contact form, where one is
 * requested. The icon, where a panel has one, comes from the caller (a page loads only the icons it shows).
 */
export function ConsultButton({ startIcon, children }: { startIcon?: ReactNode; children: ReactNode }) {
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      component={RouterLink}
      to={paths.contact}
      startIcon={startIcon}
    >
      {children}
    </Button>
  );
}

/** The second, outlined way onward beside it on a dark panel (another page of the site). */
export function OutlinedOnDarkLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="large" sx={outlinedOnDarkSx}>
      {children}
    </Button>
  );
}
