import { LookTag, lookOptions } from '@/entities/quality/iqc-apply';
import { REW_METRICS, WARN_LEVELS } from '@/entities/quality/rule';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { WARNING_STATES, type RewWarningRow } from '../model/warning-states';

/** REW 预警's list (docs/design/scm-quality.md → REW 预警): the open ones are what a person acts on. */
export const WARNING_COLUMNS: readonly ColumnConfig<RewWarningRow>[] = [
  { dataIndex: 'warningNo', title: '预警编号', example: 'RW-202611-0003', hideAble: false, sorter: true },
  {
    dataIndex: 'state',
    title: '状态',
    example: '已确认',
    options: lookOptions(WARNING_STATES),
    render: (_, row) => <LookTag looks={WARNING_STATES} value={row.state} />,
  },
  {
    dataIndex: 'level',
    title: '级别',
    example: '严重',
    options: lookOptions(WARN_LEVELS),
    render: (_, row) => <LookTag looks={WARN_LEVELS} value={row.level} />,
  },
  { dataIndex: 'supplierName', title: '供应商', example: '宝钢贸易' },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'EL-CN-DB15F 连接器',
    render: (_, row) => (row.materialCode ? `${row.materialCode} ${row.materialName ?? ''}` : null),
  },
  { dataIndex: 'valueText', title: '值', align: 'right', width: 110, example: '35461 PPM' },
  { dataIndex: 'thresholdText', title: '阈值', width: 110, example: '10000 PPM' },
  {
    dataIndex: 'ruleCode',
    title: '规则',
    example: 'REW-002 供应商批合格率过低',
    render: (_, row) => `${row.ruleCode} ${row.ruleName}`,
  },
  {
    dataIndex: 'metric',
    title: '指标',
    example: '批合格率',
    hide: 'narrow',
    render: (_, row) => REW_METRICS[row.metric],
  },
  { dataIndex: 'scopeText', title: '统计范围', example: '2026-08-11 至 2026-11-08（90 天，3 批）', hide: 'narrow' },
  { dataIndex: 'triggerInspectionNo', title: '触发检验单', example: 'IQC-20261126-0007' },
  { dataIndex: 'triggerTime', title: '触发时间', example: '2026-11-26 17:11:00', sorter: true },
  { dataIndex: 'action', title: '采取的措施', width: 260, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'ackByName', title: '确认人', example: '刘洋', hide: true },
  { dataIndex: 'ackTime', title: '确认时间', example: '2026-11-27 08:30:00', hide: true },
  { dataIndex: 'closeTime', title: '关闭时间', example: '2026-11-20 16:40:00', hide: true },
];
