import { getOpDtProcListSource } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** The modules whose documents can run a DingTalk approval (the catalogue's moduleCode). */
const MODULE_OPTIONS: readonly SearchOption[] = [
  { value: 'purchase', title: '采购' },
  { value: 'storage', title: '仓储' },
  { value: 'manufacture', title: '制造' },
  { value: 'quality', title: '质量' },
  { value: 'project', title: '新品开发' },
  { value: 'operation', title: '平台运营' },
];

/** 钉钉流程: the platform's business types that can start a DingTalk approval (read only). */
export const OpDtProcListPage = defineCrudScreen(
  { source: getOpDtProcListSource },
  {
    noun: '钉钉流程',
    columns: [
      { dataIndex: 'bizTypeName', title: '业务类型', width: 160, hideAble: false },
      { dataIndex: 'bizType', title: '业务类型编码', width: 180 },
      { dataIndex: 'moduleName', title: '所属模块', width: 100 },
      { dataIndex: 'corpCount', title: '已配置企业数', width: 110, align: 'right' },
      { dataIndex: 'description', title: '说明', width: 240, ellipsis: true },
      { dataIndex: 'updateTime', title: '更新时间', width: 170 },
    ],
    conditions: [
      { key: 'keyword', title: '业务类型', type: 'input' },
      { key: 'moduleCode', title: '所属模块', type: 'select', options: MODULE_OPTIONS },
    ],
    rowActions: [
      {
        kind: 'panel',
        action: 'detail',
        title: '详情',
        // The catalogue has no detail call: the drawer shows the row.
        load: () => import('./OpDtProcDetailDrawer').then((m) => m.OpDtProcDetailDrawer),
      },
    ],
  },
);
