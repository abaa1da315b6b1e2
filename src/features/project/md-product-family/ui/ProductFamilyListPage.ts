import { pmMdProductFamilyDelete, pmMdProductFamilyDisable, pmMdProductFamilyEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { familyColumns, familyConditions, familySource } from '../model/product-family-list';

/** 产品族 (pm.mdProductFamily): list, add, edit, enable/disable, delete (a disabled one; one in use is refused by the server). */
export const ProductFamilyListPage = defineListScreen({
  tableId: 'pm.mdProductFamily',
  permissionPrefix: 'mdProductFamily',
  source: familySource,
  columns: familyColumns,
  conditions: familyConditions,
  form: () => import('./product-family-form').then((m) => m.FamilyForm),
  status: { enable: pmMdProductFamilyEnable, disable: pmMdProductFamilyDisable, delete: pmMdProductFamilyDelete },
});
