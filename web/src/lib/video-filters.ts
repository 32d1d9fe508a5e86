import { viewCount } from '../components/seo/structured-data';
import { formatIndiaDate, formatIndianNumber, type Video } from '@36x/common';

export const VIDEO_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'views', label: 'Most Viewed' },
] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number]['value'];

/** Views are a string in the data (SITE-VIDEOS-1) and sort numerically (SITE-VIDEOS-1): '1,200' → 1200; anything else → 0. */
export const viewsNumber = viewCount;

/** Search on title and description, case-insensitive substring (SITE-HUB-3, the hub; the library uses the same rule). */
export function matchesVideoSearch(video: Video, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('en-IN');
  if (!q) return true;
  return [video.title, video.description].some((f) => (f ?? '').toLocaleLowerCase('en-IN').includes(q));
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

export function sortVideos(videos: readonly Video[], sort: VideoSort): Video[] {
  const copy = [...videos];
  switch (sort) {
    case 'alphabetical':
      return copy.sort((a, b) => a.title.localeCompare(b.title, 'en-IN', { sensitivity: 'base' }));
    case 'views':
      // Ties keep the newest first.
      return copy.sort(
        (a, b) => viewsNumber(b.views) - viewsNumber(a.views) || time(b.createdAt) - time(a.createdAt),
      );
    case 'oldest':
      return copy.sort((a, b) => time(a.createdAt) - time(b.createdAt));
    default:
      return copy.sort((a, b) => time(b.createdAt) - time(a.createdAt));
  }
}

export function filterVideos(videos: readonly Video[], search: string, sort: VideoSort): Video[] {
  return sortVideos(
    videos.filter((v) => matchesVideoSearch(v, search)),
    sort,
  );
}

export function parseVideoSort(value: string | null): VideoSort {
  return VIDEO_SORTS.some((s) => s.value === value) ? (value as VideoSort) : 'newest';
}

/** "1,23,456 views" with Indian digit grouping; "1 view". */
export function formatViews(views: string | undefined): string {
  const n = viewsNumber(views);
  return `${formatIndianNumber(n)} ${n === 1 ? 'view' : 'views'}`;
}

/** "1 Apr 2025" (Indian English, India time); '' when not a date. */
export const formatVideoDate = (iso: string): string => formatIndiaDate(iso);
