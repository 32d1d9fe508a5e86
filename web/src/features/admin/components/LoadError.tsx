import { Alert, Button } from '@mui/material';

/** A list that could not be read: say so and offer a retry (data never refetches on its own, ADMIN-DASH-8). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not load {what}.
    </Alert>
  );
}
