import * as z from 'zod/mini';
import { LIFE_MODES, lifeModeTitle, ratedLifeText, ToolCategorySelect } from '@/entities/mes/tool-category';
import { mfgToolCategory } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const rated = (_v: unknown, row: { defaultRatedLife?: number | null; lifeMode: string }) =>
  ratedLifeText(row.defaultRatedLife, row.lifeMode);

/** 工装类别: a tree table of tool categories with how their life is managed and maintained. */
export const ToolCategoryListPage = defineCrudScreen(mfgToolCategory, {
  noun: '工装类别',
  tree: true,
  columns: [
    { dataIndex: 'name', title: '类别名称', example: '装配夹具（总装）', hideAble: false },
    { dataIndex: 'code', title: '类别编码', example: 'FX-TEST' },
    { dataIndex: 'lifeMode', title: '寿命管理方式', render: (_v, row) => lifeModeTitle(row.lifeMode) },
    { dataIndex: 'defaultRatedLife', title: '默认额定寿命', align: 'right', example: '200,000 次', render: rated },
    { dataIndex: 'maintainDays', title: '保养周期', align: 'right', render: (v) => (v ? `${String(v)} 天` : '—') },
    { dataIndex: 'needCheck', title: '需点检', render: (_v, row) => (row.needCheck ? '是' : '否') },
    { dataIndex: 'toolCount', title: '工装数', align: 'right' },
    { dataIndex: 'sort', title: '排序', hide: 'narrow' },
    { dataIndex: 'status', title: '状态', dict: 'common_status' },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
  ],
  conditions: [
    'name',
    'code',
    { key: 'lifeMode', title: '寿命管理方式', type: 'select', options: [...LIFE_MODES], multiple: true },
    'status',
  ],
  form: {
    // The parent never inside the category's own subtree.
    pid: {
      label: '上级类别',
      kind: 'custom',
      render: (field, own) => <ToolCategorySelect {...field} id="pid" parentOf={{ selfId: own?.id }} />,
    },
    code: { placeholder: '字母、数字、“-”和“_”，如 CT-DRILL' },
    name: {},
    lifeMode: { options: [...LIFE_MODES] },
    defaultRatedLife: { placeholder: '次数或小时，新工装的额定寿命' },
    maintainDays: { label: '保养周期（天）' },
    needCheck: {},
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: (scope) => ({ pid: typeof scope?.pid === 'string' ? scope.pid : ROOT_PID, lifeMode: 'COUNT', sort: 10 }),
  // A life that is not managed has no rated life.
  checks: [
    z.refine((body) => body.lifeMode !== 'NONE' || body.defaultRatedLife === null, {
      message: '不管理寿命时不填默认额定寿命',
      path: ['defaultRatedLife'],
    }),
  ],
  rowActions: ['edit', 'addChild'],
});
