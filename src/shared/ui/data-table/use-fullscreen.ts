import { message } from 'antd';
import { useEffect, useState, type RefObject } from 'react';
import { TABLE_TEXTS } from './texts';

/** The table card in full screen (product.md §4.1); a browser without the Fullscreen API says so (product.md §8). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  const toggle = () => {
    if (!document.fullscreenEnabled || !target.current?.requestFullscreen) {
      void message.warning(TABLE_TEXTS.fullscreenUnsupported);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current.requestFullscreen();
  };
  return { active, toggle };
}
