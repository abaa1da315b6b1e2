import { useQuery } from '@tanstack/react-query';
import { formatPrice, type PoOrderRow } from '@/entities/purchase-order';
import { useUserDetails } from '@/entities/session';
import { useEnabledSupplier } from '@/entities/supplier';
import { poOrderDetailQueryOptions, type PoOrderDetailData } from '@/shared/api';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { queryFailure } from '@/shared/ui/load-failure';
import { DocumentSheet, documentPages, PrintDialog, type PrintColumn, type PrintField } from '@/shared/ui/print-sheet';

type Line = PoOrderDetailData['lines'][number];

const COLUMNS: readonly PrintColumn<Line>[] = [
  { title: '行号', numeric: true, text: (line) => String(line.lineNo) },
  { title: '物料编码', text: (line) => line.materialCode },
  { title: '物料名称', text: (line) => line.materialName },
  { title: '规格型号', text: (line) => line.specification ?? '' },
  { title: '单位', text: (line) => line.uomName },
  { title: '数量', numeric: true, text: (line) => formatNumber(line.qty, line.uomPrecision) },
  { title: '单价', numeric: true, text: (line) => formatPrice(line.price) },
  { title: '金额', numeric: true, text: (line) => formatMoney(line.amount) },
  { title: '要求交期', text: (line) => line.requiredDate },
  { title: '备注', text: (line) => line.remark ?? '' },
];

/** Who approved the order: the last approval step decided (none for an order approved in DingTalk without nodes). */
const approverOf = (order: PoOrderDetailData) =>
  order.nodes.filter((node) => node.status === 'approved' && node.id !== 'start' && node.approver).at(-1)?.approver;

/**
 * The head, keyed as 平台运营's PURCHASE_ORDER type declares its fields (a template's ${orderNo}…); 交货日期 is the
 * earliest line's 要求交期. 币种 is the built-in sheet's own.
 */
function orderFields(order: PoOrderDetailData, supplierName: string): PrintField[] {
  const firstDate = order.lines.map((line) => line.requiredDate).sort()[0] ?? '';
  return [
    { key: 'orderNo', label: '订单号', value: order.orderNo },
    { key: 'orderDate', label: '下单日期', value: order.orderDate },
    { key: 'currency', label: '币种', value: `${order.currency}（税率 ${order.taxRate}%）` },
    { key: 'supplierName', label: '供应商', value: `${supplierName}（${order.supplierCode}）`, wide: true },
    { key: 'buyerName', label: '采购员', value: order.buyerName },
    { key: 'deliveryAddress', label: '收货仓库', value: order.houseName, wide: true },
    { key: 'deliveryDate', label: '交货日期', value: firstDate },
    { key: 'totalAmount', label: '订单金额', value: formatMoney(order.totalAmount) },
  ];
}

/** 打印 of an order as the supplier receives it: through 平台运营's PURCHASE_ORDER template, else the built-in sheet. */
export function OrderPrintPanel({ row, onClose }: RowPanelProps<PoOrderRow>) {
  const detail = useQuery(poOrderDetailQueryOptions({ query: { id: row.id } }));
  const company = useUserDetails().data?.corpName ?? '';
  const failure = queryFailure(detail, (data) => Array.isArray(data.lines));
  const order = failure === undefined ? detail.data : undefined;
  const supplier = useEnabledSupplier(order?.supplierId);
  const label = `采购订单 ${row.orderNo}`;
  const fields = order && orderFields(order, supplier?.name ?? order.supplierName);
  const places = order ? Math.max(0, ...order.lines.map((line) => line.uomPrecision)) : 0;
  return (
    <PrintDialog
      title={`打印采购订单：${row.orderNo}`}
      noun="采购订单"
      failure={failure}
      onRetry={() => void detail.refetch()}
      bizType="PURCHASE_ORDER"
      onClose={onClose}
      content={
        order &&
        fields && {
          label,
          pages: documentPages(fields, COLUMNS, order.lines),
          builtin: (
            <DocumentSheet
              title="采购订单"
              company={company}
              label={label}
              fields={fields.filter((field) => field.key !== 'totalAmount')}
              columns={COLUMNS}
              lines={order.lines}
              lineKey={(line) => line.id}
              totals={[
                `数量：${formatNumber(order.qtyOrdered, places)}`,
                `不含税金额：${formatMoney(order.amount)}`,
                `税额（${order.taxRate}%）：${formatMoney(order.taxAmount)}`,
                `价税合计：${formatMoney(order.totalAmount)} ${order.currency}`,
              ]}
              remark={order.remark}
              signatures={[
                { role: '采购员', name: order.buyerName },
                { role: '审核', name: approverOf(order) ?? '' },
                '供应商确认（签章）',
              ]}
            />
          ),
        }
      }
    />
  );
}
