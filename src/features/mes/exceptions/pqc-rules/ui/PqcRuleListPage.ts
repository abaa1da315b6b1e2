import { mfgPqcRuleDelete, mfgPqcRuleDisable, mfgPqcRuleEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportPqcRules, pqcColumns, pqcConditions, pqcSource } from '../model/pqc-list';

/** PQC 规则 (/manufacture/pqcRule): the in-process inspection plan, per product and process. */
export const PqcRuleListPage = defineListScreen({
  tableId: 'mes.mfgPqcRule',
  permissionPrefix: 'mfgPqcRule',
  source: pqcSource,
  columns: pqcColumns,
  conditions: pqcConditions,
  table: { exportFile: exportPqcRules, selection: 'checkbox' },
  form: () => import('./pqc-form').then((m) => m.PqcRuleForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./PqcRuleDetailDrawer').then((m) => m.PqcRuleDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mfgPqcRuleEnable, disable: mfgPqcRuleDisable, delete: mfgPqcRuleDelete },
});
