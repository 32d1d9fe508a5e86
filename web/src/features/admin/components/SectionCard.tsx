import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, type CardProps } from '@mui/material';

interface Props extends Omit<CardProps, 'title' | 'children'> {
  /** The card's heading (an h2 under the section's h1); a card without one starts with its content. */
  title?: string;
  /** Beside the heading, e.g. Export or Refresh; wraps below it on a phone. */
  action?: ReactNode;
  /** Narrower sides on phones (12 px), so a table's row cards have the room. */
  tight?: boolean;
  children: ReactNode;
}

/** One outlined panel of a back-office section: the heading with its action, then the content. */
export function SectionCard({ title, action, tight, children, ...card }: Props) {
  return (
    <Card variant="outlined" {...card}>
      {title && (
        <CardHeader
          title={title}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={action}
          sx={action ? { flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } } : undefined}
        />
      )}
      <CardContent sx={{ ...(title ? { pt: 0 } : {}), ...(tight ? { px: { xs: 1.5, sm: 2 } } : {}) }}>
        {children}
      </CardContent>
    </Card>
  );
}
