import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type TrashItem } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, publicKeysFor, refreshAfterMutation, freshOnOpen } from './query-keys';

export const trashKey = [...adminKeys.all, 'trash'] as const;
/** A restore puts an item back in its list, on the public site too. */
const restoredKeys = [
  trashKey,
  adminKeys.blogs,
  adminKeys.videos,
  adminKeys.enquiryForms,
  ...publicKeysFor.blogs,
  ...publicKeysFor.videos,
  ...publicKeysFor.enquiryForms,
];

/** GET /api/trash (admins, ADMIN-PUBLISH-9): deleted posts, videos and enquiry forms of the last 30 days. */
export const useTrash = () =>
  useQuery({ queryKey: trashKey, queryFn: () => api.get<TrashItem[]>(API.trash), ...freshOnOpen });

export function useRestoreFromTrash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashItem) => api.post<TrashItem>(API.trashRestore(item.id), {}),
    onSuccess: () => refreshAfterMutation(client, restoredKeys),
  });
}

export function useDeleteForGood() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashItem) => api.delete<void>(API.trashItem(item.id)),
    onSuccess: () => refreshAfterMutation(client, [trashKey]),
  });
}
