import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Author, type AuthorProfileInput, type User } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, refreshAfterMutation } from './query-keys';

const authorsKey = [...adminKeys.all, 'authors'] as const;

/** Staff with a public author profile (ADMIN-PUBLISH-7): the blog editor's author choices. */
export const useAuthorChoices = () =>
  useQuery({ queryKey: authorsKey, queryFn: () => api.get<Author[]>(API.authors) });

/** Sets a staff member's author profile (admins for anyone, everyone for themselves). */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AuthorProfileInput }) =>
      api.put<User>(API.userProfile(id), input),
    onSuccess: () => refreshAfterMutation(client, [authorsKey, adminKeys.all]),
  });
}
