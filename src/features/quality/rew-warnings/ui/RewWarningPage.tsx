import { lookOptions } from '@/entities/quality/iqc-apply';
import { WARN_LEVELS } from '@/entities/quality/rule';
import { qmRewWarning } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { WARNING_STATES, type RewWarningRow } from '../model/warning-states';
import { AckSelected } from './AckSelected';
import { WARNING_COLUMNS } from './warning-columns';
import { warningDetailItems } from './warning-detail';

const panels = () => import('./warning-panels');

/**
 * REW 预警 (docs/design/scm-quality.md → REW 预警): the warnings the REW rules raised, each with its value against
 * the threshold as written. 确认 of one or several (an optional remark), 关闭 with the action taken; the detail
 * shows the rule's sentence, the lots the value was computed from and who was told; export.
 */
export const RewWarningPage = defineCrudScreen(qmRewWarning, {
  noun: 'REW 预警',
  columns: WARNING_COLUMNS,
  conditions: [
    'warningNo',
    { key: 'ruleCode', title: '规则编码', type: 'input' },
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'level', title: '级别', type: 'select', options: lookOptions(WARN_LEVELS), multiple: true },
    { key: 'state', title: '状态', type: 'select', options: lookOptions(WARNING_STATES), multiple: true },
    { key: 'triggerDate', title: '触发日期', type: 'dateRange' },
  ],
  detail: { title: '预警详情', width: 'large', columns: 3, items: warningDetailItems },
  rowActions: [
    'detail',
    {
      kind: 'panel',
      action: 'confirm',
      require: 'rewWarning:ack',
      title: '确认',
      when: { field: 'state', op: 'eq', value: 'OPEN' },
      load: () => panels().then((m) => m.AckPanel),
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      when: { field: 'state', op: 'in', value: ['OPEN', 'ACKNOWLEDGED'] },
      load: () => panels().then((m) => m.ClosePanel),
    },
  ],
  table: {
    selection: 'checkbox',
    selectionActions: ({ rows, clear }: { rows: RewWarningRow[]; clear: () => void }) => (
      <AckSelected rows={rows} clear={clear} />
    ),
  },
});
