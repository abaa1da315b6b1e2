import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { formatPrice, type PoOrderRow } from '@/entities/purchase-order';
import { useUserDetails } from '@/entities/session';
import { useEnabledSupplier } from '@/entities/supplier';
import { poOrderDetailQueryOptions, type PoOrderDetailData } from '@/shared/api';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { Spinner } from '@/shared/ui/spinner';
import { a4Sheet } from '@/shared/ui/print-sheet';
import { QueryFailure } from '@/shared/ui/load-failure';

/** Who approved the order: the last approval step decided (none for an order approved in DingTalk without nodes). */
const approverOf = (order: PoOrderDetailData) =>
  order.nodes.filter((node) => node.status === 'approved' && node.id !== 'start' && node.approver).at(-1)?.approver;

/** The order as the supplier receives it: our company and theirs, the header, the lines, the totals, the signatures. */
function OrderSheet({ order, company }: { order: PoOrderDetailData; company: string }) {
  const supplier = useEnabledSupplier(order.supplierId);
  const places = Math.max(0, ...order.lines.map((line) => line.uomPrecision));
  return (
    <article className={a4Sheet.sheet} aria-label={`采购订单 ${order.orderNo}`} data-testid="po-print-sheet">
      <h2 className={a4Sheet.title}>采购订单</h2>
      <p className={a4Sheet.company}>{company}</p>
      <div className={a4Sheet.header}>
        <span>订单号：{order.orderNo}</span>
        <span>下单日期：{order.orderDate}</span>
        <span>
          币种：{order.currency}（税率 {order.taxRate}%）
        </span>
        <span className={a4Sheet.wide}>
          供应商：{supplier?.name ?? order.supplierName}（{order.supplierCode}）
        </span>
        <span>采购员：{order.buyerName}</span>
        <span className={a4Sheet.wide}>收货仓库：{order.houseName}</span>
      </div>
      <table className={a4Sheet.lines}>
        <thead>
          <tr>
            <th className={a4Sheet.nowrap}>行号</th>
            <th>物料编码</th>
            <th>物料名称</th>
            <th>规格型号</th>
            <th className={a4Sheet.nowrap}>单位</th>
            <th>数量</th>
            <th>单价</th>
            <th>金额</th>
            <th>要求交期</th>
            <th>备注</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className={a4Sheet.number}>{line.lineNo}</td>
              <td className={a4Sheet.nowrap}>{line.materialCode}</td>
              <td>{line.materialName}</td>
              <td>{line.specification}</td>
              <td className={a4Sheet.nowrap}>{line.uomName}</td>
              <td className={a4Sheet.number}>{formatNumber(line.qty, line.uomPrecision)}</td>
              <td className={a4Sheet.number}>{formatPrice(line.price)}</td>
              <td className={a4Sheet.number}>{formatMoney(line.amount)}</td>
              <td className={a4Sheet.nowrap}>{line.requiredDate}</td>
              <td>{line.remark}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={a4Sheet.totals}>
        <span>数量：{formatNumber(order.qtyOrdered, places)}</span>
        <span>不含税金额：{formatMoney(order.amount)}</span>
        <span>
          税额（{order.taxRate}%）：{formatMoney(order.taxAmount)}
        </span>
        <strong>
          价税合计：{formatMoney(order.totalAmount)} {order.currency}
        </strong>
      </div>
      {order.remark && <p>备注：{order.remark}</p>}
      <div className={a4Sheet.signatures}>
        <div className={a4Sheet.signature}>采购员：{order.buyerName}</div>
        <div className={a4Sheet.signature}>审核：{approverOf(order) ?? ''}</div>
        <div className={a4Sheet.signature}>供应商确认（签章）：</div>
      </div>
    </article>
  );
}

/** 打印: the order as a printable sheet (loaded with the first 打印), 打印 sends only the sheet to the printer. */
export function OrderPrintPanel({ row, onClose }: RowPanelProps<PoOrderRow>) {
  const detail = useQuery(poOrderDetailQueryOptions({ query: { id: row.id } }));
  const user = useUserDetails();
  const company = user.data?.corpName ?? '';
  return (
    <Modal
      open
      title={`打印采购订单：${row.orderNo}`}
      width={920}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="print" icon={<PrinterOutlined />} disabled={!detail.data} onClick={() => window.print()}>
          打印
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {detail.isPending && <Spinner label="正在加载订单" />}
      <QueryFailure query={detail} title="获取订单失败" />
      {detail.data && (
        <div className={a4Sheet.desk}>
          <OrderSheet order={detail.data} company={company} />
        </div>
      )}
    </Modal>
  );
}
