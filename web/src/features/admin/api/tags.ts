import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Tag, type TagUpdateInput } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, freshOnOpen, publicKeysFor, refreshAfterMutation } from './query-keys';

const tagsKey = [...adminKeys.all, 'tags'] as const;
/** A rename or merge rewrites posts too: their lists, here and on the public site, are asked again. */
const changedKeys = [tagsKey, adminKeys.blogs, ...publicKeysFor.blogs];

/** Every tag with its post count, drafts counted (the staff view of GET /api/tags); the editor's suggestions. */
export const useTags = () =>
  useQuery({ queryKey: tagsKey, queryFn: () => api.get<Tag[]>(API.tags), ...freshOnOpen });

export function useUpdateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string; input: TagUpdateInput }) =>
      api.put<Tag>(API.tag(slug), input),
    onSuccess: () => refreshAfterMutation(client, changedKeys),
  });
}

export function useMergeTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, into }: { slug: string; into: string }) =>
      api.post<Tag>(API.tagMerge(slug), { into }),
    onSuccess: () => refreshAfterMutation(client, changedKeys),
  });
}
