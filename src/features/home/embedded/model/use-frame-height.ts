import { useSyncExternalStore } from 'react';
import { EMBED_FRAME_HEIGHT_OFFSET } from '@/shared/config';

/** Below this the frame would be too small to use; the page scrolls instead. */
const MIN_FRAME_HEIGHT = 320;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const viewportHeight = () => window.innerHeight;

/** The embedded frame's height: viewport height minus 260 px (product.md §2.2), recomputed on every resize. */
export function useFrameHeight(): number {
  const height = useSyncExternalStore(subscribe, viewportHeight);
  return Math.max(height - EMBED_FRAME_HEIGHT_OFFSET, MIN_FRAME_HEIGHT);
}
