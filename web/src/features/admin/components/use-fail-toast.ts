import { useCallback } from 'react';
import { useToast } from '../../../components/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { isSessionEnded } from '../auth/use-staff-session';

/** The server's message when it sent one, else the spec's fallback (ADMIN-MSG-2). */
export const serverMessageOr = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/**
 * A failed request's toast: `title`, and the server's reason or else `fallback`. Nothing when the session has ended:
 * that has its own notice (useSessionEndHandler).
 */
export function useFailToast() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, title: string, fallback = 'Please try again.') => {
      if (isSessionEnded(error)) return;
      toast({ title, description: serverMessageOr(error, fallback), variant: 'destructive' });
    },
    [toast],
  );
}
