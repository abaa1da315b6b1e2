import { mfgEswRuleDelete, mfgEswRuleDisable, mfgEswRuleEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { eswRuleColumns, eswRuleConditions, eswRuleSource } from '../model/esw-rule-list';

/** ESW 预警规则 (/manufacture/eswRule): when a line's figures raise a warning, and whom it tells. */
export const EswRuleListPage = defineListScreen({
  tableId: 'mes.mfgEswRule',
  permissionPrefix: 'mfgEswRule',
  source: eswRuleSource,
  columns: eswRuleColumns,
  conditions: eswRuleConditions,
  form: () => import('./esw-rule-form').then((m) => m.EswRuleForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./EswRuleDetailDrawer').then((m) => m.EswRuleDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mfgEswRuleEnable, disable: mfgEswRuleDisable, delete: mfgEswRuleDelete },
});
