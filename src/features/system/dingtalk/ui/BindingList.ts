import { defineListScreen } from '@/shared/ui/crud-screen';
import { bindingColumns, bindingConditions, bindingSource } from '../model/binding-list';

/** 用户绑定: system users and the DingTalk users the address-book sync matched them to (by mobile). */
export const BindingList = defineListScreen({
  tableId: 'sys.sysDingTalkBinding',
  permissionPrefix: 'sysDingTalk',
  source: bindingSource,
  columns: bindingColumns,
  conditions: bindingConditions,
});
