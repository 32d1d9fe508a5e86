import { useState, type SyntheticEvent } from 'react';
import { youtubeThumbnail, youtubeVideoId, type Video } from '@36x/common';

/**
 * A video's thumbnail (SITE-VIDEOS-4), for the cards of the list, the hub and home: YouTube's maximum-resolution image
 * (or, with `preferStored`, the one stored with the video), falling back to the always-present hqdefault when the
 * image fails or is YouTube's 120 px stand-in for a video without a maxres image, and then to none (the card's dark
 * panel stays). Pass `onLoad` and `onError` to the <img>.
 */
export function useVideoThumbnail(video: Video, { preferStored = false } = {}) {
  const youtubeId = youtubeVideoId(video.youtubeUrl);
  const [src, setSrc] = useState(
    () => (preferStored && video.thumbnail) || (youtubeId ? youtubeThumbnail(youtubeId) : ''),
  );
  const hq = youtubeId ? `https://img.youtube.com/vi/${youtubeId}/hqdefault.jpg` : '';
  const onError = () => setSrc((current) => (hq && current !== hq ? hq : ''));
  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    if (e.currentTarget.naturalWidth > 0 && e.currentTarget.naturalWidth <= 120) onError();
  };
  return { youtubeId, src, onLoad, onError };
}
