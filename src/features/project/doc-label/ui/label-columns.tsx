import type { ColumnConfig } from '@/shared/ui/data-table';
import type { PmDocLabel } from '../model/label-list';
import { LabelBadge } from './LabelBadge';

/** 文档标签 columns: the label as documents show it, its colour code, sort and how many documents carry it. */
export const labelColumns: ColumnConfig<PmDocLabel>[] = [
  {
    dataIndex: 'name',
    title: '标签',
    example: '外部共享标签',
    hideAble: false,
    render: (_v, row) => <LabelBadge name={row.name} color={row.color} />,
  },
  { dataIndex: 'color', title: '颜色', example: '#FFFFFF' },
  { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
  { dataIndex: 'docCount', title: '文档数', align: 'right', example: '9999' },
  { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];
