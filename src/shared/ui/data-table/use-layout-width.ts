import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The element's width, as far as `layoutOf` tells layouts apart: 0 until measured (and where nothing measures:
 * jsdom), then a new width only when `layoutOf` answers differently for it. A table whose measured width changes
 * nothing (the common case, and every resize within one layout) is not rendered again.
 */
export function useLayoutWidth(ref: RefObject<HTMLElement | null>, layoutOf: (width: number) => string): number {
  const [width, setWidth] = useState(0);
  const measured = useRef(0);
  const latest = useRef({ layoutOf, width });
  useLayoutEffect(() => {
    latest.current = { layoutOf, width };
    // New columns or actions: the real width may now mean another layout than the one shown.
    if (measured.current > 0 && measured.current !== width && layoutOf(measured.current) !== layoutOf(width))
      setWidth(measured.current);
  }, [layoutOf, width]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const update = (next: number) => {
      measured.current = next;
      const shown = latest.current;
      if (shown.layoutOf(next) !== shown.layoutOf(shown.width)) setWidth(next);
    };
    update(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
