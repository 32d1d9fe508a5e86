import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, freshOnOpen, publicKeysFor, refreshAfterMutation } from './query-keys';

/**
 * The staff list, save and delete of one kind of site content (blogs, videos, enquiry forms): GET the collection,
 * POST to it or PUT one item, DELETE one item; after a change the staff list and the public site's cached copy are
 * refreshed (ADMIN-DASH-8). Each kind's file (blogs.ts, videos.ts, enquiry-forms.ts) names its hooks from these.
 */
export function contentHooks<T extends { id: string }, I>(
  kind: 'blogs' | 'videos' | 'enquiryForms',
  urls: { list: string; item: (id: string) => string },
) {
  const key = adminKeys[kind];
  const refreshKeys = [key, ...publicKeysFor[kind]];
  return {
    useList: () => useQuery({ queryKey: key, queryFn: () => api.get<T[]>(urls.list), ...freshOnOpen }),
    useSave: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id?: string; input: I }) =>
          id ? api.put<T>(urls.item(id), input) : api.post<T>(urls.list, input),
        onSuccess: () => refreshAfterMutation(client, refreshKeys),
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (item: T) => api.delete<void>(urls.item(item.id)),
        onSuccess: () => refreshAfterMutation(client, refreshKeys),
      });
    },
    refreshKeys,
  };
}
