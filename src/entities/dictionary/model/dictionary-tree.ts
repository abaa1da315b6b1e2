import type { BadgeProps } from 'antd';
import type { bosSchemas } from '@/shared/api';
import { DICT_MESSAGES } from '../config/dictionary';

/** A dictionary type (first level of the tree) or one of its entries (its children). */
export type DictEntry = bosSchemas['schemas']['DictEntry'];
export type DictTree = readonly DictEntry[];
/** A record's field value: entry codes are strings, but numeric fields (status 0/1) are looked up as text. */
export type DictValue = string | number | null | undefined;
export type DictBadgeStatus = NonNullable<BadgeProps['status']>;

export interface DictBadgeView {
  name: string;
  /** A preset badge status, or else a colour (an entry's badge is one or the other). */
  status?: DictBadgeStatus;
  color?: string;
}

export interface DictOption {
  label: string;
  value: string;
}

const BADGE_STATUSES: readonly DictBadgeStatus[] = ['success', 'error', 'default', 'processing', 'warning'];

function isBadgeStatus(badge: string): badge is DictBadgeStatus {
  return (BADGE_STATUSES as readonly string[]).includes(badge);
}

function isEmpty(value: DictValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function findType(tree: DictTree, typeCode: string): DictEntry | undefined {
  return tree.find((type) => type.code === typeCode);
}

function findEntry(type: DictEntry, value: DictValue): DictEntry | undefined {
  return type.children?.find((entry) => entry.code === String(value));
}

/** The entry of a value, if the cached dictionary lists it. */
export function dictEntry(tree: DictTree | undefined, typeCode: string, value: DictValue): DictEntry | undefined {
  const type = tree && findType(tree, typeCode);
  return type && !isEmpty(value) ? findEntry(type, value) : undefined;
}

/** What the badge of an entry means to antd: a preset status or a colour; none means 'default'. */
export function badgeLook(badge: string | null | undefined): Pick<DictBadgeView, 'status' | 'color'> {
  if (!badge) return { status: 'default' };
  return isBadgeStatus(badge) ? { status: badge } : { color: badge };
}

/**
 * The display name of a value (product.md §8): '需重新登录' without a cached dictionary, '无此字典' for an unknown type; a value
 * the type does not list is shown as it is, so nothing the server sent disappears.
 */
export function dictName(tree: DictTree | undefined, typeCode: string, value: DictValue): string {
  if (!tree) return DICT_MESSAGES.noDictionary;
  const type = findType(tree, typeCode);
  if (!type) return DICT_MESSAGES.unknownType;
  if (isEmpty(value)) return '';
  return findEntry(type, value)?.name ?? String(value);
}

/** The status badge of a value, with the product.md §8 fallbacks ('未知字典' for an unlisted value); null for no value. */
export function dictBadge(tree: DictTree | undefined, typeCode: string, value: DictValue): DictBadgeView | null {
  if (isEmpty(value)) return null;
  if (!tree) return { name: DICT_MESSAGES.noDictionary, status: 'default' };
  const type = findType(tree, typeCode);
  if (!type) return { name: DICT_MESSAGES.unknownType, status: 'default' };
  const entry = findEntry(type, value);
  if (!entry) return { name: DICT_MESSAGES.unknownEntry, status: 'default' };
  return { name: entry.name, ...badgeLook(entry.badge) };
}

/** Select options of a type, in the server's order; none when the type or the dictionary is missing. */
export function dictOptions(tree: DictTree | undefined, typeCode: string): DictOption[] {
  const type = tree && findType(tree, typeCode);
  return (type?.children ?? []).map((entry) => ({ label: entry.name, value: entry.code }));
}

/** Several values, as a list or joined by commas (product.md §7.10), without the empty ones. */
export function dictValueList(values: readonly DictValue[] | string | null | undefined): string[] {
  const list = typeof values === 'string' ? values.split(',') : (values ?? []);
  return list.flatMap((value) => (isEmpty(value) ? [] : [String(value).trim()])).filter((value) => value !== '');
}

function isDictEntry(value: unknown): value is DictEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { code, name, children } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof name === 'string' && (children === undefined || isDictTree(children));
}

/** Storage is never trusted: only a well-formed tree counts as a cached dictionary. */
export function isDictTree(value: unknown): value is DictEntry[] {
  return Array.isArray(value) && value.every(isDictEntry);
}
