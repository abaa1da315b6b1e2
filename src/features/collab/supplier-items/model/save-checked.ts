import {
  collabSupplierItemAdd,
  collabSupplierItemEdit,
  mdSupplierScopePage,
  type CallOptions,
  type CollabSupplierItemAddVariables,
  type CollabSupplierItemPageData,
} from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';
import { scopeProblem } from './scope-check';

type Body = CollabSupplierItemAddVariables['body'];
type SupplierItem = CollabSupplierItemPageData['rows'][number];

/**
 * Refuses a material outside the supplier's scope before the save is sent, reading the scope as it is now (the
 * server checks again). The record names the supplier while it is the record's own.
 */
async function checkScope(body: Body, record: SupplierItem | undefined, options: CallOptions): Promise<void> {
  const scope = await mdSupplierScopePage({ body: { pageNo: 1, pageSize: 200, supplierId: body.supplierId } }, options);
  const supplierName = record?.supplierId === body.supplierId ? record.supplierName : undefined;
  const problem = scopeProblem(scope, body.materialId, record, supplierName);
  if (problem) throw new UserMessageError(problem);
}

/** 新增 and 编辑 of a supplier item, each after the scope check. */
export const saveChecked = {
  add: async (body: Body, options: CallOptions) => {
    await checkScope(body, undefined, options);
    return collabSupplierItemAdd({ body }, options);
  },
  edit: async (body: Body, record: SupplierItem, options: CallOptions) => {
    await checkScope(body, record, options);
    return collabSupplierItemEdit({ body: { ...body, id: record.id } }, options);
  },
};
