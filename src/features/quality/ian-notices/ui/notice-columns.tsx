import { DueTime, LookTag, lookOptions } from '@/entities/quality/iqc-apply';
import { decimalsOf, formatNumber } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { NOTICE_STATES, type IanNoticeRow } from '../model/notice-states';

const URGENT = { URGENT: { label: '紧急', color: 'red' } } as const;

/** IAN 通知's list (docs/design/scm-quality.md → IAN 通知): urgent and overdue first, as the server sorts them. */
export const NOTICE_COLUMNS: readonly ColumnConfig<IanNoticeRow>[] = [
  { dataIndex: 'noticeNo', title: '通知编号', example: 'IAN-20261128-0008', hideAble: false },
  {
    dataIndex: 'state',
    title: '状态',
    example: '已处理',
    options: lookOptions(NOTICE_STATES),
    render: (_, row) => <LookTag looks={NOTICE_STATES} value={row.state} />,
  },
  {
    dataIndex: 'urgent',
    title: '紧急',
    example: '紧急',
    render: (_, row) => (row.urgent ? <LookTag looks={URGENT} value="URGENT" /> : null),
  },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'EL-IGBT-75A IGBT 模块',
    render: (_, row) => `${row.materialCode} ${row.materialName}`,
  },
  {
    dataIndex: 'batchNo',
    title: '批次',
    example: 'B20261108-ST01 / BG26A1107-3',
    render: (_, row) => (row.supplierBatch ? `${row.batchNo} / ${row.supplierBatch}` : row.batchNo),
  },
  {
    dataIndex: 'qty',
    title: '数量',
    align: 'right',
    example: '30,000 个',
    render: (_, row) => `${formatNumber(row.qty, Math.min(6, decimalsOf(row.qty)))} ${row.uomName}`,
  },
  {
    dataIndex: 'arrivalTime',
    title: '到货时间',
    example: '2026-11-28 10:00',
    render: (_, row) => row.arrivalTime.slice(0, 16),
  },
  {
    dataIndex: 'dueTime',
    title: '要求完成时间',
    example: '2026-11-25 16:20 逾期',
    render: (_, row) => <DueTime dueTime={row.dueTime} overdue={row.overdue} />,
  },
  {
    dataIndex: 'applyNo',
    title: '报检单 / 检验单',
    example: 'IQC-20261124-0006',
    render: (_, row) => row.inspectionNo ?? row.applyNo,
  },
  { dataIndex: 'supplierName', title: '供应商', example: '亚太轻合金', hide: 'narrow' },
  { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓', hide: 'narrow' },
  { dataIndex: 'receiverName', title: '接收人', example: '刘洋', hide: 'narrow' },
  { dataIndex: 'handledNote', title: '处理说明', width: 260, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'ianRuleCode', title: 'IAN 规则', example: 'IAN-001', hide: true },
  { dataIndex: 'readTime', title: '已读时间', example: '2026-11-24 16:40:00', hide: true },
  { dataIndex: 'handledTime', title: '处理时间', example: '2026-11-27 09:50:00', hide: true },
];
