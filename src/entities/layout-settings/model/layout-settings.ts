import { STORAGE_KEYS } from '@/shared/config';
import { readStored } from '@/shared/lib/storage';

/** Layout settings of product.md §3, each kept under its own product.md §3 local-storage key. */
export interface LayoutSettings {
  theme: 'light' | 'dark';
  layoutMode: 'side' | 'top';
  /** Primary colour as #rrggbb. */
  primaryColor: string;
  colorWeak: boolean;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  /** Hide the (fixed) header while scrolling down. */
  autoHideHeader: boolean;
  /** Content width in top-menu mode. */
  contentWidth: 'fluid' | 'fixed';
  multiTab: boolean;
  sidebarCollapsed: boolean;
}

/** product.md §9 layout defaults: light theme, side menu, fixed header; multi-tab on. */
export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = {
  theme: 'light',
  layoutMode: 'side',
  primaryColor: '#1677ff',
  colorWeak: false,
  fixedHeader: true,
  fixedSidebar: true,
  autoHideHeader: false,
  contentWidth: 'fluid',
  multiTab: true,
  sidebarCollapsed: false,
};

type Field<T> = { key: string; valid: (value: unknown) => value is T };

const oneOf =
  <T extends string>(...values: T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isHexColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** Where each setting is stored, and what a stored value must look like to be believed. */
export const LAYOUT_FIELDS: { [K in keyof LayoutSettings]: Field<LayoutSettings[K]> } = {
  theme: { key: STORAGE_KEYS.theme, valid: oneOf('light', 'dark') },
  layoutMode: { key: STORAGE_KEYS.layoutMode, valid: oneOf('side', 'top') },
  primaryColor: { key: STORAGE_KEYS.color, valid: isHexColor },
  colorWeak: { key: STORAGE_KEYS.colorWeak, valid: isBoolean },
  fixedHeader: { key: STORAGE_KEYS.fixedHeader, valid: isBoolean },
  fixedSidebar: { key: STORAGE_KEYS.fixedSidebar, valid: isBoolean },
  autoHideHeader: { key: STORAGE_KEYS.autoHideHeader, valid: isBoolean },
  contentWidth: { key: STORAGE_KEYS.contentWidth, valid: oneOf('fluid', 'fixed') },
  multiTab: { key: STORAGE_KEYS.multiTab, valid: isBoolean },
  sidebarCollapsed: { key: STORAGE_KEYS.sidebarType, valid: isBoolean },
};

export const LAYOUT_KEYS: readonly string[] = Object.values(LAYOUT_FIELDS).map((field) => field.key);

function readField<K extends keyof LayoutSettings>(name: K): LayoutSettings[K] {
  const stored = readStored(LAYOUT_FIELDS[name].key);
  return LAYOUT_FIELDS[name].valid(stored) ? stored : DEFAULT_LAYOUT_SETTINGS[name];
}

/** The settings as stored; a missing or corrupt value is its default. */
export function readLayoutSettings(): LayoutSettings {
  return {
    theme: readField('theme'),
    layoutMode: readField('layoutMode'),
    primaryColor: readField('primaryColor'),
    colorWeak: readField('colorWeak'),
    fixedHeader: readField('fixedHeader'),
    fixedSidebar: readField('fixedSidebar'),
    autoHideHeader: readField('autoHideHeader'),
    contentWidth: readField('contentWidth'),
    multiTab: readField('multiTab'),
    sidebarCollapsed: readField('sidebarCollapsed'),
  };
}
