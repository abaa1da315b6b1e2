import { DatePicker, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { MaterialPickField } from '@/entities/material';
import { formatQuantity } from '@/entities/mes/mfg-order';
import { useLineOptions } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgOutput } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { outputSource, pageTotals, shownRows, totalsText, type OutputRecord } from '../model/page-totals';
import { TaskSelect } from './TaskSelect';

const OUTPUT_TYPES = [
  { value: 'INPUT', title: '投入' },
  { value: 'OUTPUT', title: '产出' },
];
const STATES: Record<OutputRecord['status'], { label: string; color: string }> = {
  NORMAL: { label: '正常', color: 'success' },
  REVERSED: { label: '已冲销', color: 'default' },
  REVERSAL: { label: '冲销记录', color: 'warning' },
};
const qty = (value: number | null | undefined, r: OutputRecord) => formatQuantity(value, r.unitPrecision);
const sum = (...values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

const outputConditions = [
  { key: 'type', title: '类型', type: 'select', options: OUTPUT_TYPES },
  { key: 'orderCode', title: '工单号', type: 'input' },
  { key: 'taskCode', title: '任务号', type: 'input' },
  { key: 'processName', title: '工序', type: 'input', placeholder: '工序编码或名称' },
  { key: 'recordTime', title: '时间', type: 'dateRange' },
] as const satisfies readonly SearchCondition[];

export const OutputList = defineCrudScreen(
  { ...mfgOutput, source: outputSource },
  {
    noun: '投入产出记录',
    columns: [
      {
        dataIndex: 'type',
        title: '类型',
        width: 70,
        render: (_, r) => (
          <Tag color={r.type === 'INPUT' ? 'blue' : 'green'}>{r.type === 'INPUT' ? '投入' : '产出'}</Tag>
        ),
      },
      { dataIndex: 'code', title: '记录号', example: 'IO-20261126-0001', hide: 'narrow' },
      { dataIndex: 'orderCode', title: '工单号', example: 'MO-20261123-001' },
      { dataIndex: 'taskCode', title: '任务号', example: 'MT-20261123-001-050' },
      { dataIndex: 'processName', title: '工序', width: 130, render: (_, r) => `${r.processCode} ${r.processName}` },
      { dataIndex: 'lineName', title: '产线', width: 120, render: (_, r) => `${r.lineCode} ${r.lineName}` },
      {
        dataIndex: 'materialName',
        title: '物料',
        width: 190,
        render: (_, r) => `${r.materialCode} ${r.materialName}`,
      },
      { dataIndex: 'batchCode', title: '批次号', width: 140 },
      {
        dataIndex: 'quantity',
        title: '数量',
        width: 100,
        align: 'right',
        render: (_, r) => `${qty(r.quantity, r)} ${r.unitName}`,
      },
      {
        dataIndex: 'qualifiedQuantity',
        title: '合格/不良/报废',
        width: 120,
        align: 'right',
        render: (_, r) =>
          r.type === 'OUTPUT'
            ? `${qty(r.qualifiedQuantity, r)} / ${qty(r.defectiveQuantity, r)} / ${qty(r.scrapQuantity, r)}`
            : '',
      },
      { dataIndex: 'shiftName', title: '班次', width: 70 },
      { dataIndex: 'operatorName', title: '操作人', width: 80 },
      { dataIndex: 'recordTime', title: '时间', width: 170, sorter: true },
      {
        dataIndex: 'entryMode',
        title: '方式',
        width: 70,
        render: (_, r) => (r.entryMode === 'MANUAL' ? '补录' : '扫码'),
      },
      {
        dataIndex: 'status',
        title: '状态',
        width: 90,
        render: (_, r) => <Tag color={STATES[r.status].color}>{STATES[r.status].label}</Tag>,
      },
      { dataIndex: 'reason', title: '原因', width: 180, ellipsis: true, hide: 'narrow' },
    ],
    conditions: outputConditions,
    // 补录 (a record the line failed to scan) adds only: a record is never edited, it is reversed.
    addTitle: '补录投入产出',
    formWidth: 800,
    form: {
      type: { options: OUTPUT_TYPES },
      taskId: {
        label: '生产任务',
        kind: 'custom',
        render: (field) => <TaskSelect {...field} />,
      },
      materialId: {
        label: '物料',
        kind: 'custom',
        render: (field) => <MaterialPickField {...field} />,
        // A record is never edited (it is reversed): the rows name the material, not its id.
        value: () => '',
      },
      batchCode: {},
      quantity: {},
      qualifiedQuantity: { label: '合格数' },
      defectiveQuantity: { label: '不良数' },
      scrapQuantity: { label: '报废数' },
      operatorId: {
        label: '操作人',
        kind: 'custom',
        render: (field) => <UserSelect {...field} />,
        value: () => '',
      },
      // The shift follows from the time.
      recordTime: {
        label: '发生时间',
        kind: 'custom',
        render: ({ value, onChange, onBlur }) => (
          <DatePicker
            id="recordTime"
            showTime
            style={{ width: '100%' }}
            format={DATE_FORMAT.dateTime}
            value={value ? dayjs(value, DATE_FORMAT.dateTime) : null}
            onChange={(time) => onChange(time ? time.format(DATE_FORMAT.dateTime) : '')}
            onBlur={onBlur}
          />
        ),
      },
      reason: { label: '补录原因', kind: 'textarea', wide: true },
    },
    empty: { type: 'OUTPUT' },
    // An input names its batch; an output splits its quantity into qualified, defective and scrap.
    checks: [
      z.refine((o) => o.type !== 'INPUT' || o.batchCode !== null, {
        message: '投入记录请输入批次号',
        path: ['batchCode'],
      }),
      z.refine(
        (o) =>
          o.type !== 'OUTPUT' ||
          Math.abs(sum(o.qualifiedQuantity, o.defectiveQuantity, o.scrapQuantity) - o.quantity) < 1e-9,
        { message: '合格数、不良数与报废数之和应等于数量', path: ['qualifiedQuantity'] },
      ),
    ],
    rowActions: [
      {
        kind: 'panel',
        action: 'revoke',
        title: '冲销',
        // Reversing takes the record out of the ledger, as deleting would: it is held by mfgOutput:delete.
        require: 'mfgOutput:delete',
        when: { field: 'status', op: 'eq', value: 'NORMAL' },
        load: () => import('./ReverseDialog').then((m) => m.ReverseDialog),
      },
    ],
    table: { addLabel: '补录', selection: 'checkbox' },
  },
);

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
