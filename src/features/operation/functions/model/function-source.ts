import {
  idpFunctionList,
  idpFunctionListOperation,
  idpFunctionListQueryKey,
  type IdpFunctionListData,
  type IdpFunctionListVariables,
} from '@/shared/api';

/** The list's query plus `under`: the tree node chosen beside it (the list call has no parent filter: narrowed here). */
export type FunctionQuery = NonNullable<IdpFunctionListVariables['query']> & { under?: string };
/** A function in tree order, with its depth below the list's top (for the indent). */
export type FunctionRow = IdpFunctionListData[number] & { level: number };

/**
 * The flat list (product.md §7.2: "前端按 pid 组装成树表") in tree order: each function followed by its children by sort. With
 * `under`, only that function and what is below it. Rows whose parent is not in the list start at the top.
 */
export function inTreeOrder(rows: IdpFunctionListData, under?: string): FunctionRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string, IdpFunctionListData>();
  for (const row of rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
  const out: FunctionRow[] = [];
  const seen = new Set<string>();
  const visit = (row: IdpFunctionListData[number], level: number) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    out.push({ ...row, level });
    for (const child of [...(children.get(row.id) ?? [])].sort((a, b) => a.sort - b.sort)) visit(child, level + 1);
  };
  const top =
    under !== undefined
      ? rows.filter((row) => row.id === under)
      : rows.filter((row) => !ids.has(row.pid)).sort((a, b) => a.sort - b.sort);
  for (const row of top) visit(row, 0);
  return out;
}

/** The list source: the generated call and key (so a save refetches it), the rows put in tree order. */
export const functionSource = {
  operation: idpFunctionListOperation,
  paged: false,
  key: ({ under, ...query }: FunctionQuery) => [...idpFunctionListQueryKey({ query }), under ?? null],
  fetch: ({ under, ...query }: FunctionQuery, options: Parameters<typeof idpFunctionList>[1]) =>
    idpFunctionList({ query }, options).then((rows) => inTreeOrder(rows, under)),
};
