import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey } from '@/shared/api';

interface Operation {
  family: string;
  operationId: string;
}

/** Refetches every query of these operations (a list and its trees) after a save or a state change. */
export function useRefetchList(...operations: Operation[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const ids = operations.map((op) => `${op.family}/${op.operationId}`).join(',');
  return useCallback(
    () => Promise.all(operations.map((op) => queryClient.invalidateQueries({ queryKey: operationKey(op) }))),
    // The operations are module constants; their ids say when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, ids],
  );
}
