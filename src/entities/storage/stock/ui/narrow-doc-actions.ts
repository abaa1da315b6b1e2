import type { RowCondition } from '@/shared/lib/table-query';
import type { RowActionSpec } from '@/shared/ui/crud-screen';

type Conditions<Row> = RowCondition<Row> | readonly RowCondition<Row>[] | undefined;

const conditionsOf = <Row>(when: Conditions<Row>): RowCondition<Row>[] =>
  when === undefined ? [] : Array.isArray(when) ? [...(when as RowCondition<Row>[])] : [when as RowCondition<Row>];

/** An action's name: its `action` (panels, calls) or its kind (编辑, 删除). */
const nameOf = <Row>(spec: RowActionSpec<Row>): string | undefined => {
  if (typeof spec !== 'object') return spec;
  if ('action' in spec && typeof spec.action === 'string') return spec.action;
  return 'kind' in spec ? spec.kind : undefined;
};

/**
 * stockDocActions narrowed by what a kind adds to the state (docs/design/scm-storage.md): a live warehouse's opening
 * documents offer no 编辑 / 过账 / 冲销 (1018042), an other entry is posted once approved (1018131). Each named action
 * keeps its own conditions and gets the extra ones; `replace` swaps one for another (编辑 in a dialog of its own).
 */
export function narrowDocActions<Row>(
  actions: readonly RowActionSpec<Row>[],
  extra: Partial<Record<string, RowCondition<Row> | readonly RowCondition<Row>[]>>,
  replace: Partial<Record<string, RowActionSpec<Row>>> = {},
): RowActionSpec<Row>[] {
  return actions.map((spec) => {
    const name = nameOf(spec);
    const swapped = (name && replace[name]) || spec;
    const more = name ? extra[name] : undefined;
    if (!more || typeof swapped !== 'object' || !('kind' in swapped)) return swapped;
    const when = [...conditionsOf((swapped as { when?: Conditions<Row> }).when), ...conditionsOf<Row>(more)];
    return { ...swapped, when } as RowActionSpec<Row>;
  });
}
