import { lazy, Suspense, useState } from 'react';
import type { Video } from '@36x/common';

const VideoPlayerDialog = lazy(() =>
  import('./VideoPlayerDialog').then((m) => ({ default: m.VideoPlayerDialog })),
);

/**
 * The player dialog, loaded when a video is first chosen: most visits never open it, and its code (the dialog and
 * its transitions) would otherwise be evaluated with the page. Once loaded it stays mounted, so closing animates.
 */
export function LazyVideoPlayerDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (video && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VideoPlayerDialog video={video} onClose={onClose} />
    </Suspense>
  );
}
