import { opStdUomDelete, opStdUomDisable, opStdUomEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { stdUomColumns, stdUomConditions, stdUomSource } from '../model/std-uom-list';

/** 标准计量单位: the platform's unit catalogue (enterprises' units are chosen from it). */
export const StdUomListPage = defineListScreen({
  tableId: 'bos.opStdUom',
  permissionPrefix: 'opStdUom',
  source: stdUomSource,
  columns: stdUomColumns,
  conditions: stdUomConditions,
  form: () => import('../model/std-uom-form').then((m) => m.StdUomForm),
  status: { enable: opStdUomEnable, disable: opStdUomDisable, delete: opStdUomDelete },
});
