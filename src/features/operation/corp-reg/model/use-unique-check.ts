import { useCallback, useEffect, useRef, useState } from 'react';
import { opCorpRegCheckName, opCorpRegCheckUscc, type OpCorpRegCheckNameData } from '@/shared/api';

export type UniqueField = 'corpName' | 'uscc';
export type UniqueResult = OpCorpRegCheckNameData;
export type UniqueState = { value: string; state: 'checking' | 'available' | 'taken' };

/** How long typing pauses before the server is asked (product.md §7.4 checkName / checkUscc). */
export const UNIQUE_CHECK_DELAY_MS = 500;

/**
 * The name's and the USCC's uniqueness on the server, asked once per value (a record being edited excludes
 * itself by id). A failed check answers undefined: the server checks again on submit.
 */
export function useUniqueCheck(recordId: string | undefined) {
  const cache = useRef(new Map<string, Promise<UniqueResult | undefined>>());
  const [states, setStates] = useState<Partial<Record<UniqueField, UniqueState>>>({});

  useEffect(() => {
    cache.current.clear();
  }, [recordId]);

  const check = useCallback(
    (field: UniqueField, value: string): Promise<UniqueResult | undefined> => {
      const key = `${field}:${value}`;
      const known = cache.current.get(key);
      if (known) return known;
      const idPart = recordId ? { id: recordId } : {};
      const asked = (
        field === 'corpName'
          ? opCorpRegCheckName({ body: { corpName: value, ...idPart } }, { quiet: true })
          : opCorpRegCheckUscc({ body: { uscc: value, ...idPart } }, { quiet: true })
      ).catch(() => {
        cache.current.delete(key);
        return undefined;
      });
      cache.current.set(key, asked);
      return asked;
    },
    [recordId],
  );

  /** Asks (or reuses the answer) and records what the field shows; answers the server's result. */
  const run = useCallback(
    async (field: UniqueField, value: string) => {
      setStates((current) => ({ ...current, [field]: { value, state: 'checking' } }));
      const result = await check(field, value);
      setStates((current) => {
        if (current[field]?.value !== value) return current;
        if (!result) return { ...current, [field]: undefined };
        return { ...current, [field]: { value, state: result.available ? 'available' : 'taken' } };
      });
      return result;
    },
    [check],
  );

  const reset = useCallback((field: UniqueField) => setStates((current) => ({ ...current, [field]: undefined })), []);

  return { states, run, reset };
}
