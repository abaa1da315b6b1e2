import { useMemo } from 'react';
import { DictBadge, DictTags, dictName, dictOptions, useDictionary, type DictValue } from '@/entities/dictionary';
import { usePermissions } from '@/entities/permission';
import type { Lookups } from '@/shared/lib/lookups';

function asDictValue(value: unknown): DictValue {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

function asDictValues(value: unknown): readonly DictValue[] | string | undefined {
  if (Array.isArray(value)) return value.map(asDictValue);
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
}

/** The session's permissions and dictionary, as the shared widgets see them (`shared/lib/lookups`). */
export function useSessionLookups(): Lookups {
  const permissions = usePermissions();
  const tree = useDictionary();
  return useMemo<Lookups>(
    () => ({
      can: permissions.can,
      canRowAction: permissions.canRowAction,
      dictOptions: (code) => dictOptions(tree, code).map((o) => ({ title: o.label, value: o.value })),
      renderDict: (code, value, as = 'badge') => {
        if (as === 'tags') return <DictTags type={code} values={asDictValues(value)} />;
        if (as === 'text') return dictName(tree, code, asDictValue(value));
        return <DictBadge type={code} value={asDictValue(value)} />;
      },
    }),
    [permissions, tree],
  );
}
