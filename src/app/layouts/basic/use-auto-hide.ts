import { useEffect, useState } from 'react';

/** 下滑时隐藏 Header: hidden while scrolling down past the header, shown again on any scroll up. */
export function useAutoHide(enabled: boolean, headerHeight: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > headerHeight && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, headerHeight]);
  return enabled && hidden;
}
