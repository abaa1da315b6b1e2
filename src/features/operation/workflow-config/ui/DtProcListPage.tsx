import { sysDtProc } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { BizTypePicker, ProcCodePicker } from './dt-proc-pickers';

/** 数据处理配置 (product.md §7.3): which DingTalk approval each business type starts; what the workflow submit (product.md §4.5) reads. */
export const DtProcListPage = defineCrudScreen(sysDtProc, {
  noun: '审批流程配置',
  columns: [
    { dataIndex: 'bizTypeName', title: '业务类型', width: 160, hideAble: false },
    { dataIndex: 'bizType', title: '业务类型编码', width: 180, sorter: true },
    { dataIndex: 'moduleName', title: '所属模块', width: 100 },
    { dataIndex: 'procName', title: '审批模板名称', width: 200 },
    { dataIndex: 'procCode', title: '审批模板编码', width: 300, ellipsis: true },
    'status',
    { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true },
    'updateTime',
  ],
  conditions: ['procName', 'bizType', 'status'],
  form: {
    // The operator's catalogue of business types; the record's own type is not warned about as taken.
    bizType: {
      label: '业务类型',
      kind: 'custom',
      render: (field, proc) => <BizTypePicker field={field} own={proc?.bizType} />,
    },
    // Typed (a pattern to match) or picked from the enterprise's processes.
    procCode: { render: (field) => <ProcCodePicker field={field} /> },
    procName: {},
    remark: { kind: 'textarea', wide: true },
  },
  editFrom: 'detail',
  table: { selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      // Beside the record, what a submit of its business type will ask (getInfo).
      load: () => import('./DtProcDetailDrawer').then((m) => m.DtProcDetailDrawer),
    },
    'edit',
  ],
});
