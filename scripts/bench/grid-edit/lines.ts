import type { GridColumn } from '@/shared/ui/editable-grid';

/** A purchase order's line as the benchmark fills it: eight editable fields. */
export interface BenchLine extends Record<string, unknown> {
  materialCode: string;
  materialName: string;
  spec: string;
  quantity: number | null;
  price: number | null;
  deliveryDate: string;
  batchNo: string;
  remark: string;
}

export const LINES = 1000;

export const benchColumns: GridColumn<BenchLine>[] = [
  { key: 'materialCode', title: '物料编码', width: 130, facts: { required: true, type: 'string', maxLength: 32 } },
  { key: 'materialName', title: '物料名称', width: 180, facts: { required: true, type: 'string', maxLength: 64 } },
  { key: 'spec', title: '规格型号', width: 160, facts: { type: 'string', nullable: true, maxLength: 64 } },
  {
    key: 'quantity',
    title: '数量',
    width: 110,
    kind: 'number',
    align: 'right',
    sum: true,
    facts: { required: true, type: 'number', minimum: 0.001 },
  },
  {
    key: 'price',
    title: '单价',
    width: 110,
    kind: 'number',
    align: 'right',
    facts: { required: true, type: 'number', minimum: 0 },
  },
  {
    key: 'deliveryDate',
    title: '要求交期',
    width: 120,
    kind: 'date',
    facts: { required: true, type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
  { key: 'batchNo', title: '批次号', width: 130, facts: { type: 'string', nullable: true, maxLength: 32 } },
  { key: 'remark', title: '备注', width: 200, facts: { type: 'string', nullable: true, maxLength: 200 } },
];

export const emptyLine = (): BenchLine => ({
  materialCode: '',
  materialName: '',
  spec: '',
  quantity: null,
  price: null,
  deliveryDate: '',
  batchNo: '',
  remark: '',
});

export function benchLines(): BenchLine[] {
  return Array.from({ length: LINES }, (_, i) => ({
    materialCode: `RM-${String(i + 1).padStart(5, '0')}`,
    materialName: `六角螺栓 M${(i % 20) + 4}×${20 + (i % 7) * 5}`,
    spec: `GB/T 5782-${2000 + (i % 16)}`,
    quantity: 100 + (i % 50) * 10,
    price: Math.round((0.35 + (i % 13) * 0.07) * 100) / 100,
    deliveryDate: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
    batchNo: i % 3 === 0 ? `B2611${String(i % 97).padStart(3, '0')}` : '',
    remark: i % 5 === 0 ? '分批到货' : '',
  }));
}

/** The 200 x 5 block pasted from the 11th line's first cell: codes, names, specs, quantities and prices. */
export function pasteText(): string {
  return Array.from({ length: 200 }, (_, i) =>
    [`RM-P${String(i).padStart(4, '0')}`, `平垫圈 ${i}`, `GB/T 97.1-${i}`, String(1000 + i), '0.12'].join('\t'),
  ).join('\n');
}
