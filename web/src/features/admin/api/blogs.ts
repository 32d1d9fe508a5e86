import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Blog, type BlogInput, type BlogRevision } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, publicKeysFor, refreshAfterMutation, freshOnOpen } from './query-keys';

const refreshKeys = [adminKeys.blogs, ...publicKeysFor.blogs];

/** Every blog, drafts included (the staff view of GET /api/blogs), newest first. */
export const useAdminBlogs = () =>
  useQuery({ queryKey: adminKeys.blogs, queryFn: () => api.get<Blog[]>(API.blogs), ...freshOnOpen });

export function useSaveBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BlogInput }) =>
      id ? api.put<Blog>(API.blog(id), input) : api.post<Blog>(API.blogs, input),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}

export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blog: Blog) => api.delete<void>(API.blog(blog.id)),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}

/** A post's kept versions, newest first (ADMIN-PUBLISH); every staff member may read them. */
export const useBlogRevisions = (blogId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.blogs, blogId, 'revisions'],
    queryFn: () => api.get<BlogRevision[]>(API.blogRevisions(blogId)),
    enabled,
  });

/** Puts a kept version back (editors and admins); the version it replaces becomes a revision itself. */
export function useRestoreBlogRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ blogId, revisionId }: { blogId: string; revisionId: string }) =>
      api.post<Blog>(API.blogRevisionRestore(blogId, revisionId), {}),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}
