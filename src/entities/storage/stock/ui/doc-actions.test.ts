import { describe, expect, it } from 'vitest';
import { rowConditionList, rowConditionPasses } from '@/shared/lib/table-query';
import type { RowActionSpec } from '@/shared/ui/crud-screen';
import { stockDocActions } from './doc-actions';

type Row = {
  id: string;
  docNo: string;
  state: 'DRAFT' | 'SUBMITTED' | 'POSTED' | 'CANCELLED';
  reversed: boolean;
  reversalOfId?: string | null;
};

const call = () => Promise.resolve();
const actions = stockDocActions<Row>({
  noun: '生产发料单',
  calls: { submit: call, withdraw: call, post: call, cancel: call, reverse: call, remove: call },
  detail: () => Promise.resolve(() => null),
});

/** The titles of the actions a row is offered. */
function offered(row: Row): string[] {
  return actions
    .filter((spec): spec is Exclude<RowActionSpec<Row>, string> => typeof spec !== 'string')
    .filter((spec) => rowConditionList(spec.when).every((condition) => rowConditionPasses(row, condition)))
    .map((spec) => ('title' in spec ? spec.title : spec.kind));
}

const doc = (state: Row['state'], more: Partial<Row> = {}): Row => ({
  id: '1',
  docNo: 'MI-20261128-0007',
  state,
  reversed: false,
  reversalOfId: null,
  ...more,
});

describe('a storage document’s actions by state (docs/design/scm-storage.md → Documents)', () => {
  it('edits, submits, cancels and deletes a draft', () => {
    expect(offered(doc('DRAFT'))).toEqual(['详情', 'edit', '提交', '取消', '删除']);
  });

  it('withdraws, posts or cancels a submitted one', () => {
    expect(offered(doc('SUBMITTED'))).toEqual(['详情', '撤回', '过账', '取消']);
  });

  it('offers a posted document reversal, never an edit', () => {
    expect(offered(doc('POSTED'))).toEqual(['详情', '冲销']);
  });

  it('offers nothing more once reversed, nor on a reversal itself, nor on a cancelled one', () => {
    expect(offered(doc('POSTED', { reversed: true }))).toEqual(['详情']);
    expect(offered(doc('POSTED', { reversalOfId: '1716352000000570002' }))).toEqual(['详情']);
    expect(offered(doc('CANCELLED'))).toEqual(['详情']);
  });
});
