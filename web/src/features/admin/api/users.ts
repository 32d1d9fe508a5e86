import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type User, type UserUpdateInput } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, refreshAfterMutation, freshOnOpen } from './query-keys';

export const useUsers = (enabled = true) =>
  useQuery({ queryKey: adminKeys.users, queryFn: () => api.get<User[]>(API.users), enabled, ...freshOnOpen });

/** An edit (new staff are invited: api/invitations.ts). */
export type SaveUserArgs = { id: string; input: UserUpdateInput };

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveUserArgs) => api.put<User>(API.user(id), input),
    onSuccess: () => refreshAfterMutation(client, [adminKeys.users]),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => api.delete<void>(API.user(user.id)),
    onSuccess: () => refreshAfterMutation(client, [adminKeys.users]),
  });
}
