import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { stretchedControlSx } from './card-link';

/**
 * A link card's one control: the link in its title, stretched over the card (card-link.ts), so the card is one tab stop
 * named by its title. Blog cards, the home notebook's cards and the list-link cards use it.
 */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} className="card-title-control" sx={stretchedControlSx}>
      {children}
    </Link>
  );
}
