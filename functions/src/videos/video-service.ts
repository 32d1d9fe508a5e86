import {
  toVideo as toVideoFrom,
  videoSchema,
  youtubeThumbnail,
  youtubeVideoId,
  type Video,
} from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { moveToTrash } from '../trash/trash-service';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { sentFieldsOnly, validateBody } from '../http/validate';
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

export async function listVideos(store: Store): Promise<Video[]> {
  const docs = await store.list<VideoRecord>(COLLECTIONS.videos, {
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map(toVideo);
}

export async function createVideo(store: Store, by: AuditBy, body: unknown): Promise<Video> {
  const { thumbnail: _ignored, ...input } = validateBody(videoSchema, body);
  const now = nowIso();
  const id = store.newId();
  const data: VideoRecord = {
    title: input.title,
    description: input.description,
    youtubeUrl: input.youtubeUrl,
    duration: input.duration,
    views: normalizeViews(input.views),
    thumbnail: thumbnailFor(input.youtubeUrl),
    createdAt: now,
    updatedAt: now,
  };
  await store.batch([
    { op: 'create', collection: COLLECTIONS.videos, id, data },
    activityOp(store, 'video', 'created', `New video: ${input.title}`, by),
    auditOp(store, by, { type: 'video', action: 'created', targetId: id, target: input.title }),
  ]);
  return toVideo({ ...data, id });
}

export async function updateVideo(store: Store, by: AuditBy, id: string, body: unknown): Promise<Video> {
  const existing = await store.get<VideoRecord>(COLLECTIONS.videos, id);
  if (!existing) throw new ApiError(404, VIDEO_NOT_FOUND);
  const { thumbnail: _ignored, ...sent } = sentFieldsOnly(validateBody(videoSchema, body), body);
  const patch: Partial<VideoRecord> = { ...sent, updatedAt: nowIso() };
  if (sent.views !== undefined) patch.views = normalizeViews(sent.views);
  if (sent.youtubeUrl !== undefined) patch.thumbnail = thumbnailFor(sent.youtubeUrl);
  const next = { ...existing, ...patch } as Doc<VideoRecord>;
  await store.batch([
    { op: 'update', collection: COLLECTIONS.videos, id, data: patch },
    activityOp(store, 'video', 'updated', `Video updated: ${next.title}`, by),
    auditOp(store, by, {
      type: 'video',
      action: 'updated',
      targetId: id,
      target: next.title,
      summary: changeSummary(existing, patch, ['title', 'youtubeUrl', 'duration', 'views', 'description']),
    }),
  ]);
  return toVideo(next);
}

export async function deleteVideo(store: Store, by: AuditBy, id: string): Promise<void> {
  // ADMIN-PUBLISH-9: to the trash for 30 days, restorable by admins.
  await moveToTrash(store, by, 'video', id, VIDEO_NOT_FOUND);
}
