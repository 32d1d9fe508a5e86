import { useCallback, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useToast } from '../../../components/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { isSessionEnded } from '../auth/use-staff-session';

/**
 * Delete a blog, video or enquiry form: no confirmation (ADMIN-MSG-1), toast '<title> deleted successfully' (ADMIN-MSG-1).
 * Decision: the spec shows no failure message; we do show one, because a row that silently stays put reads as a
 * broken button. `deletingId` lets the row show it is busy.
 */
export function useDeleteWithToast<T extends { id: string; title: string }>(
  mutation: UseMutationResult<void, Error, T>,
) {
  const { toast } = useToast();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const remove = useCallback(
    async (item: T) => {
      setDeletingId(item.id);
      try {
        await mutation.mutateAsync(item);
        // The spec's title; ADMIN-PUBLISH-9 adds where it went.
        toast({
          title: `${item.title} deleted successfully`,
          description: 'It stays in the Trash for 30 days, where an admin can restore it.',
        });
      } catch (error) {
        if (!isSessionEnded(error)) {
          toast({
            title: 'Delete Failed',
            description:
              (error instanceof ApiRequestError && error.serverMessage) ||
              `Could not delete "${item.title}". Please try again.`,
            variant: 'destructive',
          });
        }
      } finally {
        setDeletingId(null);
      }
    },
    [mutation, toast],
  );
  return { remove, deletingId };
}
