import { Flex, Typography } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { useLineOptions } from '@/entities/production-line';
import { defineListScreen } from '@/shared/ui/crud-screen';
import {
  exportOutputs,
  outputColumns,
  outputConditions,
  outputSource,
  pageTotals,
  shownRows,
  totalsText,
} from '../model/output-list';

const OutputList = defineListScreen({
  tableId: 'mes.mfgOutput',
  permissionPrefix: 'mfgOutput',
  source: outputSource,
  columns: outputColumns,
  conditions: outputConditions,
  table: { exportFile: exportOutputs, selection: 'checkbox' },
  add: { label: '补录', load: () => import('./output-form').then((m) => m.OutputForm) },
  rowActions: [
    {
      kind: 'panel',
      action: 'revoke',
      title: '冲销',
      danger: true,
      // Reversing takes the record out of the ledger, as deleting would: it is held by mfgOutput:delete.
      require: 'mfgOutput:delete',
      when: { field: 'status', op: 'eq', value: 'NORMAL' },
      load: () => import('./ReverseDialog').then((m) => m.ReverseDialog),
    },
  ],
});

function PageTotalsBar() {
  const rows = useSyncExternalStore(shownRows.subscribe, shownRows.get);
  const totals = pageTotals(rows);
  return (
    <Flex gap={24} role="status" aria-label="本页合计">
      <Typography.Text>本页投入合计：{totalsText(totals.input)}</Typography.Text>
      <Typography.Text>本页产出合计：{totalsText(totals.output)}</Typography.Text>
    </Flex>
  );
}

/** 投入产出: input and output records with the page's totals; 补录 adds one, 冲销 reverses one. */
export function OutputListPage() {
  const { options } = useLineOptions();
  const conditions = useMemo(
    () => [
      ...outputConditions.slice(0, 3),
      { key: 'lineId', title: '产线', type: 'select' as const, options, multiple: true },
      ...outputConditions.slice(3),
    ],
    [options],
  );
  return (
    <Flex vertical gap={8}>
      <OutputList conditions={conditions} />
      <PageTotalsBar />
    </Flex>
  );
}
