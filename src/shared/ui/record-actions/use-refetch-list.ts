import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey } from '@/shared/api';

/** A generated operation's identity: its queries' keys start with family and id, so a refetch can name them. */
export interface ListOperation {
  family: string;
  operationId: string;
}

/** An operation, or a generated list source (`xxxSource`) that carries its operation. */
export type Refetchable = ListOperation | { operation: ListOperation };

const operationOf = (target: Refetchable): ListOperation => ('operation' in target ? target.operation : target);

/** Refetches every query of these lists (a table's source, its trees) after a save or a state change. */
export function useRefetchList(...targets: Refetchable[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const operations = targets.map(operationOf);
  const ids = operations.map((op) => `${op.family}/${op.operationId}`).join(',');
  return useCallback(
    () => Promise.all(operations.map((op) => queryClient.invalidateQueries({ queryKey: operationKey(op) }))),
    // The operations are module constants; their ids say when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, ids],
  );
}
