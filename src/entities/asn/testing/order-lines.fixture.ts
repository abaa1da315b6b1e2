import type { AsnOrderLine } from '../model/types';

/**
 * The order lines of the story that the ASN tests ship against (openapi/examples/scm/poAsnOrderLines.yaml):
 * PO-202611-0009 of 中电港 (tolerance 3 %, labels required), and PO-202611-0003's chips with a shelf life.
 * Tests only: the app reads these from the contract.
 */
export const connectorsLine: AsnOrderLine = {
  orderLineId: '1716352000000471901',
  lineNo: 1,
  materialId: '1716352000000400407',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  specification: 'DB15 母头 焊线式',
  uomName: '个',
  uomPrecision: 0,
  qty: 5000,
  receivedQty: 3000,
  shippedOpenQty: 500,
  shippableQty: 1560,
  requiredDate: '2026-12-02',
  promisedDate: '2026-11-30',
  batchRequired: false,
  shelfLifeDays: null,
  minPackQty: null,
  deliveryTolerancePct: 3,
  labelRequired: true,
};

/** Line 2 of PO-202611-0009: 100 IGBT modules, none shipped, batch-tracked, packed by 20. */
export const igbtLine: AsnOrderLine = {
  ...connectorsLine,
  orderLineId: '1716352000000471902',
  lineNo: 2,
  materialId: '1716352000000400406',
  materialCode: 'EL-IGBT-75A',
  materialName: 'IGBT 模块',
  qty: 100,
  receivedQty: 0,
  shippedOpenQty: 0,
  shippableQty: 103,
  batchRequired: true,
  minPackQty: 20,
};
