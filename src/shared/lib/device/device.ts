import { useSyncExternalStore } from 'react';

/** Device classes of product.md §4.6 / §9: mobile up to 576 px, tablet to 1199 px, desktop from 1200 px. */
export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceOf(width: number): Device {
  if (width <= 576) return 'mobile';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useDevice(): Device {
  return useSyncExternalStore(
    subscribe,
    () => deviceOf(window.innerWidth),
    () => 'desktop',
  );
}

/** A test or staging host shows a seal in a corner (product.md §2.2); production and local hosts show none. */
export function environmentSeal(hostname: string): string | undefined {
  return /(^|[.-])(test|uat|sit|staging)\d*([.-]|$)/i.test(hostname) ? '测试环境' : undefined;
}
