import { mdHouseDelete, mdHouseDisable, mdHouseEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { houseColumns, houseConditions, houseSource } from '../model/house-list';

/** 仓库（旧版）: the v1 house list. */
export const HouseListPage = defineListScreen({
  tableId: 'scm.mdHouse',
  permissionPrefix: 'mdHouse',
  source: houseSource,
  columns: houseColumns,
  conditions: houseConditions,
  form: () => import('../model/house-form').then((m) => m.HouseForm),
  rowActions: [{ kind: 'panel', action: 'detail', title: '详情', load: () => import('./HouseDetailDrawer').then((m) => m.HouseDetailDrawer) }, 'edit'],
  status: { enable: mdHouseEnable, disable: mdHouseDisable, delete: mdHouseDelete },
});
