import { mfgShiftPageSource, type MfgShiftPageData, type MfgShiftPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { endLabel, hoursLabel, shiftMinutes } from './shift-time';

export type MfgShift = MfgShiftPageData['rows'][number];
export type ShiftQuery = MfgShiftPageVariables['body'];

export const shiftColumns: ColumnConfig<MfgShift>[] = [
  { dataIndex: 'code', title: '班次编码', example: 'NIGHT-B', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '班次名称', example: '夜班（机加）', query: 'input' },
  { dataIndex: 'startTime', title: '开始时间' },
  { dataIndex: 'endTime', title: '结束时间', example: '次日 08:00', render: (_value, row) => endLabel(row) },
  {
    dataIndex: 'id',
    title: '时长',
    align: 'right',
    example: '12 小时',
    render: (_value, row) => hoursLabel(shiftMinutes(row)),
  },
  {
    dataIndex: 'breaks',
    title: '休息时段',
    example: '12:00–13:00、18:00–18:30',
    render: (_value, row) =>
      row.breaks.length ? row.breaks.map((item) => `${item.startTime}–${item.endTime}`).join('、') : '无',
  },
  {
    dataIndex: 'workMinutes',
    title: '有效工时',
    align: 'right',
    example: '11.5 小时',
    render: (_value, row) => hoursLabel(row.workMinutes),
  },
  {
    dataIndex: 'deptName',
    title: '适用车间',
    example: '机加工车间',
    render: (_value, row) => row.deptName ?? '全部车间',
  },
  { dataIndex: 'sort', title: '排序', sorter: true, hide: 'narrow' },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
];

export const shiftConditions: SearchCondition<keyof ShiftQuery & string>[] = [
  { key: 'name', title: '班次名称', type: 'input' },
  { key: 'code', title: '班次编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const shiftSource = mfgShiftPageSource;
