import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/shared/config';
import { readStored, storageSubscription, writeStored } from '@/shared/lib/storage';
import { isDictTree, type DictTree } from './dictionary-tree';

/**
 * The dictionary type tree lives in local storage under DICT_TYPE_TREE (product.md §3); this store only caches its parsed
 * form, keyed by the raw text, so a write from another tab (or a cleared storage) is what the screens see.
 */
const KEY = STORAGE_KEYS.dictTypeTree;
const { subscribe, notify } = storageSubscription((key) => key === KEY);
let cachedRaw: string | null = null;
let cachedTree: DictTree | undefined;

function readTree(): DictTree | undefined {
  const raw = globalThis.localStorage?.getItem(KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const stored = readStored(KEY);
    cachedTree = isDictTree(stored) ? stored : undefined;
  }
  return cachedTree;
}

/** Caches a freshly loaded tree (no expiry: it is reloaded at every shell start). */
export function saveDictionary(tree: DictTree): void {
  writeStored(KEY, tree);
  notify();
}

/** The cached dictionary, or undefined when none is cached; re-renders when it is reloaded. */
export function useDictionary(): DictTree | undefined {
  return useSyncExternalStore(subscribe, readTree, readTree);
}
