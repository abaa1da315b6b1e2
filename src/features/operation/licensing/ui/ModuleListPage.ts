import { opModuleDisable, opModuleEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { moduleColumns, moduleConditions, moduleSource } from '../model/module-list';

/** 模块 (bos.opModule): the platform's products with their icons; 功能 checks the functions each holds; enable/disable asked first. */
export const ModuleListPage = defineListScreen({
  tableId: 'bos.opModule',
  permissionPrefix: 'opModule',
  source: moduleSource,
  columns: moduleColumns,
  conditions: moduleConditions,
  form: () => import('./module-form').then((m) => m.ModuleForm),
  rowActions: [{ kind: 'panel', action: 'grantMenu', title: '功能', load: () => import('./ModuleFunctionsDrawer').then((m) => m.ModuleFunctionsDrawer) }, 'edit'],
  status: { enable: opModuleEnable, disable: opModuleDisable },
});
