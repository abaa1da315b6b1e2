import { SEVERITIES, SEVERITY_LABELS } from '@/entities/quality/sampling';
import { qmSwitching } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { SWITCHING_COLUMNS } from './switching-columns';

/**
 * 转移状态 (docs/design/scm-quality.md → Switching state), shown on 抽样方案 for the quality manager: the severity per
 * supplier × material as the server keeps it; 放宽 where the score reached 30, 恢复 of a stopped one.
 */
export const SwitchingListPage = defineCrudScreen(qmSwitching, {
  noun: '转移状态',
  tableId: 'qm.qmSwitching',
  permission: 'qmSampling',
  columns: SWITCHING_COLUMNS,
  conditions: [
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    {
      key: 'severity',
      title: '严格度',
      type: 'select',
      options: SEVERITIES.map((severity) => ({ value: severity, title: SEVERITY_LABELS[severity] })),
      multiple: true,
    },
    { key: 'stopped', title: '暂停检验', type: 'select', options: [{ value: 'true', title: '已暂停' }] },
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      title: '放宽',
      require: 'qmSampling:reduce',
      when: { field: 'canReduce', op: 'eq', value: true },
      load: () => import('./switching-panels').then((m) => m.ReducePanel),
    },
    {
      kind: 'panel',
      action: 'release',
      title: '恢复',
      require: 'qmSampling:release',
      when: { field: 'stopped', op: 'eq', value: true },
      load: () => import('./switching-panels').then((m) => m.ReleasePanel),
    },
  ],
});
