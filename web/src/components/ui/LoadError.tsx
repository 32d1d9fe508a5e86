import { Alert, Button } from '@mui/material';

/**
 * A public list that could not be read (the blog and video lists, the resources hub): says so in plain words and offers
 * to try again. The back office has its own, shorter one (features/admin/components/LoadError.tsx).
 */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We couldn&apos;t load the {what} just now. Please check your connection and try again.
    </Alert>
  );
}
