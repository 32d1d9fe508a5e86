import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Video, type VideoInput } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, publicKeysFor, refreshAfterMutation, freshOnOpen } from './query-keys';

const refreshKeys = [adminKeys.videos, ...publicKeysFor.videos];

export const useAdminVideos = () =>
  useQuery({ queryKey: adminKeys.videos, queryFn: () => api.get<Video[]>(API.videos), ...freshOnOpen });

/** POST/PUT send the video fields plus the thumbnail derived from the video id (API-CALLS-1). */
export function useSaveVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: VideoInput }) =>
      id ? api.put<Video>(API.video(id), input) : api.post<Video>(API.videos, input),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}

export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (video: Video) => api.delete<void>(API.video(video.id)),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}
