import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjSupplierDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { supplierColumns, supplierConditions, supplierSource } from '../model/supplier-list';

/** 供应商 engaged in a project, with what they supply and where their PPAP stands. */
const SupplierList = defineListScreen({
  tableId: 'pm.projSupplier',
  permissionPrefix: 'projSupplier',
  source: supplierSource,
  columns: supplierColumns,
  conditions: supplierConditions,
  form: () => import('./supplier-form').then((m) => m.SupplierForm),
  table: { addLabel: '添加供应商' },
  rowActions: ['edit', removeFromProject(pmProjSupplierDelete)],
});

export function SupplierListPage() {
  return <ProjectScoped>{(projId) => <SupplierList extendedParams={{ projId }} />}</ProjectScoped>;
}
