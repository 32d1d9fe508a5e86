import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

/**
 * A public list that could not be read (the blog and video lists, the resources hub, the enquiry forms): says so in plain words and offers
 * to try again. The back office has its own, shorter one (features/admin/components/LoadError.tsx).
 */
export function LoadError({
  what,
  onRetry,
  children,
}: {
  what: string;
  onRetry: () => void;
  /** A message of the page's own in place of the usual sentence. */
  children?: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children ?? (
        <>We couldn&apos;t load the {what} just now. Please check your connection and try again.</>
      )}
    </Alert>
  );
}
