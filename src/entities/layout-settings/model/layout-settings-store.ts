import { useSyncExternalStore } from 'react';
import { removeStored, storageSubscription, writeStored } from '@/shared/lib/storage';
import { LAYOUT_FIELDS, LAYOUT_KEYS, readLayoutSettings, type LayoutSettings } from './layout-settings';

/**
 * Local storage is the store (settings survive a reload and follow other tabs); the parsed settings are cached
 * by the raw stored texts so that every render of an unchanged store sees the same object.
 */
const { subscribe, notify } = storageSubscription((key) => LAYOUT_KEYS.includes(key));
let cachedRaw: string | undefined;
let cachedSettings: LayoutSettings | undefined;

function snapshot(): LayoutSettings {
  const raw = LAYOUT_KEYS.map((key) => globalThis.localStorage?.getItem(key) ?? '').join('\u0000');
  if (raw !== cachedRaw || !cachedSettings) {
    cachedRaw = raw;
    cachedSettings = readLayoutSettings();
  }
  return cachedSettings;
}

function writeField<K extends keyof LayoutSettings>(name: K, value: LayoutSettings[K] | undefined): void {
  if (value !== undefined) writeStored(LAYOUT_FIELDS[name].key, value);
}

/** Applies a change at once and keeps it under the product.md §3 keys. */
export function updateLayoutSettings(patch: Partial<LayoutSettings>): void {
  for (const name of Object.keys(LAYOUT_FIELDS) as (keyof LayoutSettings)[]) {
    if (name in patch) writeField(name, patch[name]);
  }
  notify();
}

/** Back to the defaults: the stored values are removed. */
export function resetLayoutSettings(): void {
  for (const key of LAYOUT_KEYS) removeStored(key);
  notify();
}

/** The current settings (re-rendering on change) and the function that changes them. */
export function useLayoutSettings(): readonly [LayoutSettings, (patch: Partial<LayoutSettings>) => void] {
  return [useSyncExternalStore(subscribe, snapshot, snapshot), updateLayoutSettings];
}
