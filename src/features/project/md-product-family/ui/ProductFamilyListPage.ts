import { pmMdProductFamily } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 产品族: list, add, edit, enable/disable, delete (a disabled one; one in use is refused by the server). */
export const ProductFamilyListPage = defineCrudScreen(pmMdProductFamily, {
  noun: '产品族',
  columns: [
    { dataIndex: 'code', title: '产品族编码', example: 'SD', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '产品族名称', example: '机器人关节模组' },
    { dataIndex: 'description', title: '说明', width: 320, ellipsis: true },
    'sort',
    'status',
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 SD' },
    name: {},
    sort: { placeholder: '0–9999，越小越靠前' },
    description: { kind: 'textarea', wide: true },
  },
});
