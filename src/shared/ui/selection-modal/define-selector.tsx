import { useMemo, type ReactNode } from 'react';
import type { CallOptions, ListSource } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { RowSelectionModal, type SelectionSource } from './RowSelectionModal';

type AnySource = ListSource<never, unknown>;
type QueryOf<S extends AnySource> = Parameters<S['fetch']>[0];
type DataOf<S extends AnySource> = Awaited<ReturnType<S['fetch']>>;
/** A selector's row: a page's row, or a plain list's item. */
export type SelectorRow<S extends AnySource> =
  DataOf<S> extends { rows: readonly (infer X)[] } ? X : DataOf<S> extends readonly (infer X)[] ? X : never;

/** A selector of an entity over its generated list (docs/screen-kit.md → Selectors). */
export interface SelectorDeclaration<S extends AnySource> {
  title: string;
  width?: number;
  /** The generated list source (`mfgProcessPageSource`): its key and call, with the search's and the aside's params. */
  source: S;
  columns: readonly ColumnConfig<SelectorRow<S>>[];
  conditions?: readonly SearchCondition<keyof QueryOf<S> & string>[];
  /** Params always sent (only enabled records). */
  params?: Partial<QueryOf<S>>;
  /** A panel on the left (a tree) and the params its choice adds; a hook, so it keeps its own state. */
  useAside?: (open: boolean) => { params?: Partial<QueryOf<S>> | undefined; aside: ReactNode };
}

export interface SelectorProps<Row> {
  open: boolean;
  onCancel: () => void;
  onOk: (rows: Row[]) => void;
  /** false: one row (a pick replaces the one before). Default: several. */
  multiple?: boolean;
  title?: string;
  /** Another list of the same rows to pick from (a picker page that leaves out what is already chosen). */
  source?: SelectionSource<Row>;
  /** Params of this opening (the record the rows are added to). */
  params?: Record<string, unknown>;
}

/** A generated list as the selection modal's source: the search's params are the list's request fields. */
export function selectionSource<S extends AnySource>(source: S): SelectionSource<SelectorRow<S>> {
  const list = source as unknown as ListSource<Record<string, unknown>, { rows: SelectorRow<S>[] } | SelectorRow<S>[]>;
  return { key: (params) => list.key(params), fetch: (params, options: CallOptions) => list.fetch(params, options) };
}

/**
 * An entity's selector dialog, declared: title, source, columns, search conditions, fixed params and an optional
 * aside. The material, line and process selectors are each one declaration on the row-selection modal.
 */
export function defineSelector<S extends AnySource>(declaration: SelectorDeclaration<S>) {
  type Row = SelectorRow<S>;
  const defaultSource = selectionSource(declaration.source);
  const noAside = () => ({ params: undefined, aside: undefined });
  const useAside = declaration.useAside ?? noAside;
  function Selector({
    open,
    onCancel,
    onOk,
    multiple = true,
    title = declaration.title,
    source = defaultSource,
    params: own,
  }: SelectorProps<Row>) {
    const { params: asideParams, aside } = useAside(open);
    const params = useMemo(() => ({ ...declaration.params, ...own, ...asideParams }), [own, asideParams]);
    return (
      <RowSelectionModal<Row & object>
        title={title}
        open={open}
        onCancel={onCancel}
        onOk={onOk}
        width={declaration.width}
        columns={declaration.columns as readonly ColumnConfig<Row & object>[]}
        source={source as SelectionSource<Row & object>}
        params={params}
        multiple={multiple}
        conditions={declaration.conditions}
        aside={aside}
      />
    );
  }
  Selector.displayName = `Selector(${declaration.title})`;
  return Selector;
}
