import { API, type Video, type VideoInput } from '@36x/common';
import { adminKeys, publicKeysFor } from './query-keys';
import { contentHooks } from './content-hooks';

const videos = contentHooks<Video, VideoInput>({
  key: adminKeys.videos,
  publicKeys: publicKeysFor.videos,
  listUrl: API.videos,
  itemUrl: API.video,
});

export const useAdminVideos = videos.useList;
/** POST/PUT send the video fields plus the thumbnail derived from the video id (API-CALLS-1). */
export const useSaveVideo = videos.useSave;
export const useDeleteVideo = videos.useDelete;
