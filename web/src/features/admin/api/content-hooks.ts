import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freshOnOpen, refreshAfterMutation } from './query-keys';

/**
 * The staff list, save and delete of one kind of site content (blogs, videos, enquiry forms): GET the collection,
 * POST to it or PUT one item, DELETE one item; after a change the staff list and the public site's cached copy are
 * refreshed (ADMIN-DASH-8). Each kind's file (blogs.ts, videos.ts, enquiry-forms.ts) names its hooks from these.
 */
export function contentHooks<T extends { id: string }, I>(opts: {
  /** The staff list's key (adminKeys). */
  key: QueryKey;
  /** The public site's keys for the same content (publicKeysFor). */
  publicKeys: readonly QueryKey[];
  listUrl: string;
  itemUrl: (id: string) => string;
}) {
  const refreshKeys = [opts.key, ...opts.publicKeys];
  return {
    useList: () =>
      useQuery({ queryKey: opts.key, queryFn: () => api.get<T[]>(opts.listUrl), ...freshOnOpen }),
    useSave: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id?: string; input: I }) =>
          id ? api.put<T>(opts.itemUrl(id), input) : api.post<T>(opts.listUrl, input),
        onSuccess: () => refreshAfterMutation(client, refreshKeys),
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (item: T) => api.delete<void>(opts.itemUrl(item.id)),
        onSuccess: () => refreshAfterMutation(client, refreshKeys),
      });
    },
    refreshKeys,
  };
}
