import { opModuleDisable, opModuleEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { ModuleFunctionsDrawer } from './ModuleFunctionsDrawer';
import { moduleColumns, moduleConditions, moduleSource } from '../model/module-list';

/** 模块 (bos.opModule): the platform's products with their icons; 功能 checks the functions each holds; enable/disable asked first. */
export const ModuleListPage = defineListScreen({
  tableId: 'bos.opModule',
  permissionPrefix: 'opModule',
  source: moduleSource,
  columns: moduleColumns,
  conditions: moduleConditions,
  form: () => import('./module-form').then((m) => m.ModuleForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'grantMenu',
      title: '功能', // In the screen's chunk, not one of its own: antd's Tree in a chunk without the table split the shell's table chunk (+1.5 KB first load).
      load: () => Promise.resolve(ModuleFunctionsDrawer),
    },
    'edit',
  ],
  status: { enable: opModuleEnable, disable: opModuleDisable },
});
