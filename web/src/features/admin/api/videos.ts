import { API, type Video, type VideoInput } from '@36x/common';
import { contentHooks } from './content-hooks';

const videos = contentHooks<Video, VideoInput>('videos', { list: API.videos, item: API.video });

export const useAdminVideos = videos.useList;
/** POST/PUT send the video fields plus the thumbnail derived from the video id (API-CALLS-1). */
export const useSaveVideo = videos.useSave;
export const useDeleteVideo = videos.useDelete;
