import { pmMdProductFamily } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 产品族: list, add, edit, enable/disable, delete (a disabled one; one in use is refused by the server). */
export const ProductFamilyListPage = defineCrudScreen(pmMdProductFamily, {
  noun: '产品族',
  columns: [
    { dataIndex: 'code', title: '产品族编码', example: 'SD', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '产品族名称', example: '机器人关节模组' },
    { dataIndex: 'description', title: '说明', width: 320, ellipsis: true },
    { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '产品族名称', type: 'input' },
    { key: 'code', title: '产品族编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '产品族编码', placeholder: '字母、数字、“-”和“_”，如 SD' },
    name: { label: '产品族名称' },
    sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
    description: { label: '说明', kind: 'textarea', wide: true },
  },
});
