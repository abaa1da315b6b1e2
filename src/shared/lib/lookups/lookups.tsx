import { createContext, use, type ReactNode } from 'react';
import { NO_PERMISSIONS, hasPermission, type PermissionRequirement, type RowActionPermission } from '../permission';
import type { SearchOption } from '../table-query';

/**
 * What shared widgets (DataTable, SearchBar, tag lists) need from the session without importing entities:
 * the user's permissions and the cached dictionary. The app provides it from `entities/permission` and
 * `entities/dictionary`; tests provide their own.
 */
export interface Lookups {
  /** product.md §6 permission-set check: a list passes if any entry is held. */
  can: (required?: PermissionRequirement) => boolean;
  /** product.md §6 row action: `require ?? action`, or `className:action`, held. */
  canRowAction: (permission: RowActionPermission) => boolean;
  /** A dictionary type's entries as options (empty for an unknown type). */
  dictOptions: (code: string) => readonly SearchOption[];
  /** A dictionary value shown as a badge (one value) or tags (a list, or comma-joined values). */
  renderDict: (code: string, value: unknown, as?: 'badge' | 'tags' | 'text') => ReactNode;
}

/** Outside the session nothing is held and no dictionary is known. */
export const NO_LOOKUPS: Lookups = {
  can: (required) => hasPermission(NO_PERMISSIONS, required),
  canRowAction: () => false,
  dictOptions: () => [],
  renderDict: (_code, value) => (value === null || value === undefined ? '' : String(value)),
};

const LookupsContext = createContext<Lookups>(NO_LOOKUPS);

export function LookupsProvider({ value, children }: { value: Lookups; children: ReactNode }) {
  return <LookupsContext value={value}>{children}</LookupsContext>;
}

export function useLookups(): Lookups {
  return use(LookupsContext);
}
