import { Badge, Tag } from 'antd';
import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { DeptTreeSelect } from '@/entities/department';
import { UserSelect } from '@/entities/user';
import { mfgDefect, mfgDefectClose } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { DEFECT_LEVELS, DEFECT_STATES, DISPOSALS, levelOptions, stateOptions } from '../model/defect-options';
import { DefectPictures } from './DefectPictures';
import {
  DateTimeInput,
  DefectCodeSelect,
  MAX_PICTURES,
  OrderSelect,
  PictureUpload,
  ProcessSelect,
} from './defect-pickers';

const PENDING = { field: 'state', op: 'eq', value: 'PENDING' } as const;
const picture = z.object({ fileId: z.string(), fileName: z.string(), url: z.string() });

/** A new defect is found now. */
export const newDefect = (now = dayjs()) => ({ findTime: now.format(DATE_FORMAT.dateTime) });

/** 生产缺陷 (/manufacture/defect): record, edit and delete while 待处置; 处置 → 处置中; 关闭 → 已关闭. */
export const DefectListPage = defineCrudScreen(mfgDefect, {
  noun: '缺陷',
  columns: [
    { dataIndex: 'defectNo', title: '缺陷单号', width: 150, hideAble: false, sorter: true },
    { dataIndex: 'orderCode', title: '工单号', width: 150 },
    { dataIndex: 'taskCode', title: '任务号', width: 180, hide: true },
    { dataIndex: 'productName', title: '产品', width: 210, render: (name, row) => `${row.productCode} ${name}` },
    { dataIndex: 'processName', title: '工序', width: 140, render: (name, row) => `${row.processCode} ${name}` },
    { dataIndex: 'lineName', title: '产线', width: 110 },
    { dataIndex: 'defectName', title: '缺陷代码', width: 140, render: (name, row) => `${row.defectCode} ${name}` },
    {
      dataIndex: 'level',
      title: '缺陷等级',
      width: 100,
      filter: true,
      options: levelOptions,
      render: (_, { level }) => <Tag color={DEFECT_LEVELS[level].color}>{DEFECT_LEVELS[level].label}</Tag>,
    },
    { dataIndex: 'quantity', title: '数量', width: 80, align: 'right', render: (qty) => `${qty} 件` },
    {
      dataIndex: 'disposal',
      title: '处置方式',
      width: 100,
      render: (_, { disposal }) => (disposal ? DISPOSALS[disposal] : null),
    },
    { dataIndex: 'dutyDeptName', title: '责任部门', width: 110 },
    { dataIndex: 'finderName', title: '发现人', width: 90 },
    { dataIndex: 'findTime', title: '发现时间', width: 170, sorter: true },
    {
      dataIndex: 'state',
      title: '状态',
      width: 100,
      filter: true,
      options: stateOptions,
      render: (_, { state }) => <Badge status={DEFECT_STATES[state].badge} text={DEFECT_STATES[state].label} />,
    },
    { dataIndex: 'description', title: '描述', width: 220, ellipsis: true, hide: true },
  ],
  // 发现时间 is a range: it sends findTimeFrom/findTimeTo.
  conditions: ['defectNo', 'orderCode', 'level', 'state', { key: 'findTime', title: '发现时间', type: 'dateRange' }],
  // Product, line and task follow from the work order and the process; an edit starts from the detail (the pictures).
  editFrom: 'detail',
  form: {
    orderId: { label: '工单号', kind: 'custom', render: (field) => <OrderSelect field={field} /> },
    processId: { label: '工序', kind: 'custom', render: (field) => <ProcessSelect field={field} /> },
    defectCodeId: { label: '缺陷代码', kind: 'custom', render: (field) => <DefectCodeSelect field={field} /> },
    level: { options: levelOptions },
    quantity: { label: '数量（件）' },
    dutyDeptId: {
      label: '责任部门',
      kind: 'custom',
      render: (field) => <DeptTreeSelect {...field} />,
    },
    finderId: {
      label: '发现人',
      kind: 'custom',
      render: (field) => <UserSelect {...field} />,
    },
    findTime: { kind: 'custom', render: (field) => <DateTimeInput field={field} /> },
    description: { kind: 'textarea', wide: true },
    pictures: {
      label: '图片',
      kind: 'custom',
      wide: true,
      rule: z.array(picture).check(z.maxLength(MAX_PICTURES, `最多上传 ${MAX_PICTURES} 张图片`)),
      render: (field) => <PictureUpload field={field} />,
      value: (defect) => defect.pictures.map(({ fileId, fileName, url }) => ({ fileId, fileName, url })),
    },
  },
  empty: () => newDefect(),
  // Where and what, how it was handled, and its pictures.
  detail: {
    width: 'large',
    columns: 3,
    items: (d) => [
      'defectNo',
      { label: '状态', value: <Badge status={DEFECT_STATES[d.state].badge} text={DEFECT_STATES[d.state].label} /> },
      'orderCode',
      'taskCode',
      { label: '产品', value: `${d.productCode} ${d.productName}` },
      { label: '产线', value: `${d.lineCode} ${d.lineName}` },
      { label: '工序', value: `${d.processCode} ${d.processName}` },
      { label: '缺陷代码', value: `${d.defectCode} ${d.defectName}` },
      { label: '缺陷等级', value: <Tag color={DEFECT_LEVELS[d.level].color}>{DEFECT_LEVELS[d.level].label}</Tag> },
      { label: '数量', value: `${d.quantity} 件` },
      'dutyDeptName',
      'finderName',
      'findTime',
      { label: '处置方式', value: d.disposal ? DISPOSALS[d.disposal] : null },
      { label: '处置人', value: d.disposeUserName },
      { label: '处置时间', value: d.disposeTime },
      { label: '处置说明', value: d.disposeRemark, span: 2 },
      { label: '关闭人', value: d.closeUserName },
      { label: '关闭时间', value: d.closeTime },
      'description',
      { label: '图片', value: <DefectPictures pictures={d.pictures} />, span: 3 },
    ],
  },
  rowActions: [
    'detail',
    { kind: 'edit', when: PENDING },
    {
      kind: 'panel',
      action: 'manage',
      title: '处置',
      require: 'mfgDefect:edit',
      when: PENDING,
      load: () => import('./DisposeDialog').then((m) => m.DisposeDialog),
    },
    {
      kind: 'call',
      action: 'close',
      title: '关闭',
      require: 'mfgDefect:edit',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'DISPOSING' },
      run: (row, options) => mfgDefectClose({ body: { id: row.id } }, options),
      done: '已关闭',
    },
    { kind: 'delete', when: PENDING },
  ],
  // 删除 only while 待处置 (above), not on every row.
  status: false,
  table: { selection: 'checkbox' },
});
