import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type Blog,
  type BlogBulkInput,
  type BlogBulkResult,
  type BlogInput,
  type BlogRevision,
} from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, refreshAfterMutation } from './query-keys';
import { contentHooks } from './content-hooks';
import { trashKey } from './trash';

const blogs = contentHooks<Blog, BlogInput>('blogs', { list: API.blogs, item: API.blog });

/** Every blog, drafts included (the staff view of GET /api/blogs), newest first. */
export const useAdminBlogs = blogs.useList;
export const useSaveBlog = blogs.useSave;
export const useDeleteBlog = blogs.useDelete;

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
    onSuccess: () => refreshAfterMutation(client, blogs.refreshKeys),
  });
}

/** One action on many posts (POST /api/blogs/bulk): all or nothing; the answer says how many changed. */
export function useBulkBlogs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogBulkInput) => api.post<BlogBulkResult>(API.blogsBulk, input),
    onSuccess: () => refreshAfterMutation(client, [...blogs.refreshKeys, trashKey]),
  });
}
