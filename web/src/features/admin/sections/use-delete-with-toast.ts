import { createElement, useCallback, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TrashItem } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useRestoreFromTrash } from '../api/trash';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useFailToast } from '../components/use-fail-toast';

/** The trash's names for what is deleted (functions/src/trash: `<kind>~<id>`). */
export type TrashKind = 'blog' | 'video' | 'enquiryForm';

/**
 * Delete a blog, video or enquiry form. Decision (050, over ADMIN-MSG-1's "no confirmation"): `remove` asks first
 * (the dialog is `confirm`, to render), then toasts '<title> deleted successfully' (ADMIN-MSG-1) with an Undo that
 * puts it back from the trash (the author of a delete may restore it). The spec shows no failure message; we do,
 * because a row that silently stays put reads as a broken button. `deletingId` lets the row show it is busy.
 */
export function useDeleteWithToast<T extends { id: string; title: string }>(
  mutation: UseMutationResult<void, Error, T>,
  kind: TrashKind,
) {
  const { toast } = useToast();
  const fail = useFailToast();
  const restore = useRestoreFromTrash();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [asking, setAsking] = useState<T | null>(null);
  const undo = useCallback(
    async (item: T) => {
      try {
        // The trash's id is `<kind>~<id>`; the hook refreshes the lists (and the public site's) once it is back.
        await restore.mutateAsync({ id: `${kind}~${item.id}` } as TrashItem);
      } catch (error) {
        fail(error, 'Undo Failed', `Could not restore "${item.title}".`);
        return;
      }
      toast({ title: `${item.title} restored` });
    },
    [kind, restore, fail, toast],
  );
  const doDelete = useCallback(
    async (item: T) => {
      setDeletingId(item.id);
      try {
        await mutation.mutateAsync(item);
        // The spec's title; ADMIN-PUBLISH-9 adds where it went.
        toast({
          title: `${item.title} deleted successfully`,
          description: 'It stays in the Trash for 30 days.',
          action: { label: 'Undo', onClick: () => void undo(item) },
        });
      } catch (error) {
        fail(error, 'Delete Failed', `Could not delete "${item.title}". Please try again.`);
      } finally {
        setDeletingId(null);
      }
    },
    [mutation, fail, toast, undo],
  );
  const remove = useCallback(async (item: T) => setAsking(item), []);
  const confirm = createElement(ConfirmDialog, {
    open: asking !== null,
    title: `Delete "${asking?.title ?? ''}"?`,
    message: 'It goes to the Trash for 30 days; you can undo this from the message that follows.',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
    pending: deletingId !== null,
    onConfirm: () => {
      const item = asking;
      setAsking(null);
      if (item) void doDelete(item);
    },
    onClose: () => setAsking(null),
  });
  return { remove, deletingId, confirm };
}
