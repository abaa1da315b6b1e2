import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { captureFocus } from '@/shared/lib/browser';
import { permissionClassOf, useScreenKey } from '@/shared/lib/screen-key';
import { useRecordForm, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { buildRowActions } from './row-actions';
import type { ListScreenDeclaration, ListScreenProps, RowPanelProps } from './types';
import { useStableNavigate } from '@/shared/lib/router';

/** A declared screen's page: render it as is, or compose it (a tree beside it) through its props. */
export type ListScreenPage<Row extends { id: string }, Query> = ComponentType<ListScreenProps<Query>> & {
  readonly screen: ListScreenDeclaration<Row, Query>;
};

/** The registry key a list above already uses as its table id: a list inside it (a drawer's sub-list) names its own. */
const KeyInUse = createContext<string | undefined>(undefined);

/** The table id and permission class: declared, or the registry key's. */
function useScreenIds(screen: {
  tableId?: string | undefined;
  permissionPrefix?: string | undefined;
  displayName?: string | undefined;
}) {
  const key = useScreenKey();
  const inUse = useContext(KeyInUse);
  const tableId = screen.tableId ?? key;
  if (!tableId || (!screen.tableId && inUse === key)) {
    // A declaration slip, not a user's: two tables would share one layout in local storage.
    throw new Error(
      `${screen.displayName ?? 'ListScreen'}: a list outside the registry, or inside another list, needs its own tableId`,
    );
  }
  return {
    tableId,
    permissionPrefix: screen.permissionPrefix ?? permissionClassOf(key ?? tableId),
    claims: screen.tableId ? inUse : tableId,
  };
}

const lazyOf = <P,>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

/**
 * A list/CRUD screen from its declaration (architecture.md §7): the DataTable, 新增 behind `:add`, the form and the row
 * panels each in their own chunk loaded when first opened, the row actions by status asked first, and the list
 * (with `alsoRefetch`) refetched after every save or change.
 */
export function defineListScreen<Row extends { id: string }, Query>(
  screen: ListScreenDeclaration<Row, Query>,
): ListScreenPage<Row, Query> {
  // Made once per screen, so a lazy chunk is fetched once and React keeps the component's identity.
  const Form: LazyExoticComponent<ComponentType<RecordFormPanelProps<Row, Partial<Query>>>> | undefined =
    screen.form && lazyOf(screen.form);
  const Add = screen.add ? lazyOf(screen.add.load) : Form;
  const panels = (screen.rowActions ?? []).map((spec) =>
    typeof spec === 'object' && 'kind' in spec && spec.kind === 'panel'
      ? lazyOf<RowPanelProps<Row>>(spec.load)
      : undefined,
  );

  function ListScreen({ extendedParams, conditions, toolbar, scope }: ListScreenProps<Query>) {
    const { tableId, permissionPrefix, claims } = useScreenIds(screen);
    const refetch = useRefetchList(screen.source.operation, ...(screen.alsoRefetch ?? []));
    const form = useRecordForm<Row>();
    const navigate = useStableNavigate();
    // A panel gives the focus back to the row action that opened it when it closes.
    const [panel, setPanel] = useState<{ index: number; row: Row; restoreFocus: () => void }>();
    const rowActions = useMemo(
      () =>
        buildRowActions(
          screen,
          {
            edit: form.edit,
            add: form.add,
            panel: (index, row) => setPanel({ index, row, restoreFocus: captureFocus() }),
            navigate: (to) => void navigate(to),
          },
          refetch,
          permissionPrefix,
        ),
      [form.edit, form.add, refetch, navigate, permissionPrefix],
    );
    const Panel = panel && panels[panel.index];
    return (
      <KeyInUse.Provider value={claims}>
        <DataTable<Row, Query>
          {...screen.table}
          tableId={tableId}
          permissionPrefix={permissionPrefix}
          columns={screen.columns}
          conditions={conditions ?? screen.conditions}
          source={screen.source}
          extendedParams={extendedParams}
          scope={scope}
          rowActions={rowActions}
          onAdd={Add && (() => form.add())}
          addLabel={screen.add?.label ?? screen.table?.addLabel}
          toolbar={
            (screen.toolbar || toolbar) && (
              <>
                {screen.toolbar?.({ refetch })}
                {toolbar}
              </>
            )
          }
        />
        <Suspense fallback={null}>
          {Form && form.open && form.record !== undefined && (
            <Form record={form.record} scope={extendedParams} onClose={form.close} onSaved={() => void refetch()} />
          )}
          {Add && form.open && form.record === undefined && (
            <Add
              scope={(form.scope as Partial<Query> | undefined) ?? extendedParams}
              onClose={form.close}
              onSaved={() => void refetch()}
            />
          )}
          {Panel && panel && (
            <Panel
              row={panel.row}
              onClose={() => {
                setPanel(undefined);
                panel.restoreFocus();
              }}
              refetch={refetch}
            />
          )}
        </Suspense>
      </KeyInUse.Provider>
    );
  }
  ListScreen.displayName = screen.displayName ?? `ListScreen(${screen.tableId ?? screen.source.operation.operationId})`;
  return Object.assign(ListScreen, { screen });
}
