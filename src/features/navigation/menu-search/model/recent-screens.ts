import { STORAGE_KEYS } from '@/shared/config';
import { readStored, writeStored } from '@/shared/lib/storage';

// Apart from the index: the header's button (in every first load) needs this, not the search's code.

/** How many opened screens are remembered. */
export const RECENT_KEEP = 20;

/** The recent list after opening a screen: it moves to the front, the oldest fall off. */
export function rememberRecent(recents: readonly string[], path: string, keep = RECENT_KEEP): string[] {
  return [path, ...recents.filter((p) => p !== path)].slice(0, keep);
}

/** The recently opened screens' paths, most recent first, kept in local storage (a malformed entry reads as none). */
export const recentScreens = {
  list(): string[] {
    const value = readStored(STORAGE_KEYS.recentScreens);
    return Array.isArray(value) ? value.filter((path): path is string => typeof path === 'string') : [];
  },
  visit(path: string): void {
    const list = recentScreens.list();
    if (list[0] === path) return;
    writeStored(STORAGE_KEYS.recentScreens, rememberRecent(list, path));
  },
};
