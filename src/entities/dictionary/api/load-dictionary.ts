import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { opDictTypeTree, opDictTypeTreeQueryOptions } from '@/shared/api';
import { saveDictionary } from '../model/dictionary-store';
import type { DictTree } from '../model/dictionary-tree';

/**
 * Loads the dictionary type tree and caches it (DICT_TYPE_TREE). Given a query client, concurrent loads share one
 * request. A failure was already shown by the request layer; the previously cached tree then stays in use.
 */
export async function loadDictionary(queryClient?: QueryClient): Promise<DictTree | undefined> {
  try {
    const tree = queryClient ? await queryClient.fetchQuery(opDictTypeTreeQueryOptions()) : await opDictTypeTree();
    saveDictionary(tree);
    return tree;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the tree now, whatever the query cache holds, and caches it: after a dictionary type or its entries changed
 * (字典管理), every screen's labels and badges follow without a re-login.
 */
export async function refreshDictionary(queryClient?: QueryClient): Promise<DictTree | undefined> {
  try {
    const tree = queryClient
      ? await queryClient.fetchQuery({ ...opDictTypeTreeQueryOptions(), staleTime: 0 })
      : await opDictTypeTree();
    saveDictionary(tree);
    return tree;
  } catch {
    return undefined;
  }
}

/** The shell calls this once when it is created (after login): the dictionary is reloaded each time (product.md §2.1). */
export function useDictionaryLoader(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadDictionary(queryClient);
  }, [queryClient]);
}
