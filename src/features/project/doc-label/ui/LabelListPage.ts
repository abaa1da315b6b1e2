import { pmDocLabelDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { labelConditions, labelSource } from '../model/label-list';
import { labelColumns } from './label-columns';

/** 文档标签 (pm.docLabel): labels with their colour shown as the badge documents carry; add, edit, delete. */
export const LabelListPage = defineListScreen({
  tableId: 'pm.docLabel',
  permissionPrefix: 'docLabel',
  source: labelSource,
  columns: labelColumns,
  conditions: labelConditions,
  form: () => import('./label-form').then((m) => m.LabelForm),
  remove: pmDocLabelDelete,
});
