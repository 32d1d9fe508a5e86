import {
  toVideo as toVideoFrom,
  videoSchema,
  youtubeThumbnail,
  youtubeVideoId,
  type Video,
} from '@36x/common';
import type { AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { createCrudService } from '../http/crud-service';
import { COLLECTIONS, type Doc, type Store } from '../store/store';

export type VideoRecord = Omit<Video, 'id'> & Record<string, unknown>;
export const VIDEO_NOT_FOUND = 'Video not found';

export function toVideo(d: Doc<Record<string, unknown>>): Video {
  return toVideoFrom(d.id, d);
}

/** The thumbnail is always derived here from the video id (SITE-VIDEOS-4); a client-sent one is ignored. */
function thumbnailFor(youtubeUrl: string): string {
  const id = youtubeVideoId(youtubeUrl);
  if (!id)
    throw new ApiError(400, 'Please enter a valid YouTube URL', {
      youtubeUrl: 'Please enter a valid YouTube URL',
    });
  return youtubeThumbnail(id);
}

/** Views stay a numeric string; leading zeros are dropped so "007" and "7" sort and read the same. */
const normalizeViews = (v: string) => String(BigInt(v || '0'));

const videos = createCrudService({
  collection: COLLECTIONS.videos,
  notFound: VIDEO_NOT_FOUND,
  schema: videoSchema,
  input: ({ thumbnail: _ignored, ...input }) => input,
  toRecord: (input) => ({
    title: input.title,
    description: input.description,
    youtubeUrl: input.youtubeUrl,
    duration: input.duration,
    views: normalizeViews(input.views),
    thumbnail: thumbnailFor(input.youtubeUrl),
  }),
  derive: (sent) => ({
    ...(sent.views !== undefined ? { views: normalizeViews(sent.views) } : {}),
    ...(sent.youtubeUrl !== undefined ? { thumbnail: thumbnailFor(sent.youtubeUrl) } : {}),
  }),
  toEntity: toVideo,
  trashKind: 'video',
  activity: { type: 'video', noun: 'video' },
  audit: { type: 'video', fields: ['title', 'youtubeUrl', 'duration', 'views', 'description'] },
});

export const listVideos = (store: Store): Promise<Video[]> => videos.list(store);
export const createVideo = (store: Store, by: AuditBy, body: unknown): Promise<Video> =>
  videos.create(store, by, body);
export const updateVideo = (store: Store, by: AuditBy, id: string, body: unknown): Promise<Video> =>
  videos.update(store, by, id, body);
export const deleteVideo = (store: Store, by: AuditBy, id: string): Promise<void> =>
  videos.remove(store, by, id);
