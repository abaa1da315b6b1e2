import { Tag } from 'antd';
import * as z from 'zod/mini';
import { LIFE_MODES, lifeModeTitle, lifeUnit, ToolCategorySelect } from '@/entities/mes/tool-category';
import { mfgTools, mfgToolsReset } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { LifeBar } from './LifeBar';

/** 在库 → 在用 → 维修中 → 报废 (a scrapped tool is read-only). */
const TOOL_STATES = [
  { value: 'STORE', title: '在库', color: 'success' },
  { value: 'ISSUE', title: '在用', color: 'processing' },
  { value: 'REPAIR', title: '维修中', color: 'warning' },
  { value: 'SCRAP', title: '报废', color: 'default' },
] as const;
const NOT_SCRAPPED = { field: 'state', op: 'in', value: ['STORE', 'ISSUE', 'REPAIR'] } as const;

function ToolStateTag({ state }: { state: string }) {
  const found = TOOL_STATES.find((option) => option.value === state);
  return <Tag color={found?.color}>{found?.title ?? state}</Tag>;
}

/**
 * 工装: tools with stock, life used (amber from 80 %, red from 100 %) and state; 寿命清零 after regrinding (asked
 * first), 报废 with a reason. A scrapped tool is read-only.
 */
export const ToolListPage = defineCrudScreen(mfgTools, {
  noun: '工装',
  columns: [
    { dataIndex: 'code', title: '工装编码', example: 'FX-TEST-750-01', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '工装名称', example: 'SD-750A 老化测试治具', query: 'input' },
    { dataIndex: 'categoryName', title: '类别', example: '装配夹具' },
    { dataIndex: 'spec', title: '规格型号', example: 'φ6.8×82 TiAlN', hide: 'narrow' },
    {
      dataIndex: 'quantity',
      title: '数量/可用',
      align: 'right',
      example: '50 / 50',
      render: (_value, row) => `${row.quantity} / ${row.availableQuantity}`,
    },
    { dataIndex: 'lifeMode', title: '寿命方式', render: (_value, row) => lifeModeTitle(row.lifeMode) },
    {
      dataIndex: 'ratedLife',
      title: '额定寿命',
      align: 'right',
      example: '50,000 次',
      hide: 'narrow',
      render: (_value, row) =>
        row.ratedLife ? `${row.ratedLife.toLocaleString('zh-CN')} ${lifeUnit(row.lifeMode)}` : '—',
    },
    {
      dataIndex: 'usedLife',
      title: '已用寿命',
      width: 240,
      render: (_value, row) => <LifeBar usedLife={row.usedLife} ratedLife={row.ratedLife} lifeMode={row.lifeMode} />,
    },
    {
      dataIndex: 'state',
      title: '状态',
      options: TOOL_STATES,
      render: (_value, row) => <ToolStateTag state={row.state} />,
    },
    { dataIndex: 'location', title: '存放位置', example: '机加刀具柜 C-03', hide: 'narrow' },
    { dataIndex: 'applyTo', title: '适用产品/工序', width: 220, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'nextMaintainDate', title: '下次保养日期', example: '2026-12-05' },
  ],
  conditions: [
    'name',
    'code',
    {
      key: 'state',
      title: '工装状态',
      type: 'select',
      options: TOOL_STATES.map(({ value, title }) => ({ value, title })),
      multiple: true,
    },
    { key: 'lifeMode', title: '寿命方式', type: 'select', options: [...LIFE_MODES], multiple: true },
  ],
  form: {
    code: { placeholder: '字母、数字、“.”“-”“_”，如 CT-DR-6.8' },
    name: {},
    // From the category tree (enabled categories only).
    categoryId: {
      label: '类别',
      kind: 'custom',
      render: (field) => <ToolCategorySelect {...field} />,
    },
    spec: {},
    quantity: { label: '数量' },
    lifeMode: { options: [...LIFE_MODES] },
    ratedLife: { placeholder: '按次数为次，按时长为小时' },
    location: {},
    applyTo: { placeholder: '如 SD-750A / GX-050 整机总装' },
    nextMaintainDate: { kind: 'date' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { quantity: 1, lifeMode: 'COUNT' },
  // A managed life (by count or by hours) needs its rated life; an unmanaged one has none.
  checks: [
    z.refine((tool) => tool.lifeMode === 'NONE' || tool.ratedLife !== null, {
      message: '按次数或按时长管理寿命时请输入额定寿命',
      path: ['ratedLife'],
    }),
    z.refine((tool) => tool.lifeMode !== 'NONE' || tool.ratedLife === null, {
      message: '不管理寿命时不填额定寿命',
      path: ['ratedLife'],
    }),
  ],
  // Identity, stock, life (with its bar) and maintenance.
  detail: {
    width: 'default',
    columns: 2,
    items: (tool) => [
      'code',
      'name',
      'categoryName',
      'spec',
      { label: '数量', value: tool.quantity },
      { label: '可用数量', value: tool.availableQuantity },
      { label: '寿命方式', value: lifeModeTitle(tool.lifeMode) },
      { label: '额定寿命', value: tool.ratedLife ? `${tool.ratedLife} ${lifeUnit(tool.lifeMode)}` : '—' },
      {
        label: '已用寿命',
        value: <LifeBar usedLife={tool.usedLife} ratedLife={tool.ratedLife} lifeMode={tool.lifeMode} />,
        span: 2,
      },
      { label: '状态', value: <ToolStateTag state={tool.state} /> },
      { label: '上次寿命清零', value: tool.lastResetTime },
      'location',
      'nextMaintainDate',
      { label: '适用产品/工序', value: tool.applyTo, span: 2 },
      { label: '报废原因', value: tool.scrapReason, span: 2 },
      { label: '备注', value: tool.remark, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    { kind: 'edit', when: NOT_SCRAPPED },
    {
      kind: 'call',
      action: 'active',
      require: 'mfgTools:reset',
      title: '寿命清零',
      confirm: true,
      when: [NOT_SCRAPPED, { field: 'lifeMode', op: 'in', value: ['COUNT', 'TIME'] }],
      run: (tool) => mfgToolsReset({ body: { id: tool.id } }),
      done: '已清零寿命',
    },
    {
      kind: 'panel',
      action: 'close',
      require: 'mfgTools:edit',
      title: '报废',
      when: NOT_SCRAPPED,
      load: () => import('./ScrapDialog').then((m) => m.ScrapDialog),
    },
  ],
  table: { selection: 'checkbox' },
});
