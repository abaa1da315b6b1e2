import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useUserDetails } from '@/entities/session';
import { stSalesIssueDetailQueryOptions, type StSalesIssueDetailData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { a4Sheet } from '@/shared/ui/print-sheet';
import { Spinner } from '@/shared/ui/spinner';
import type { SalesIssueRow } from './SalesIssueListPage';

/** 合计 of the lines per unit: 150 台, or 150 台 / 2,000 个 when the lines mix units. */
function totalText(doc: StSalesIssueDetailData): string {
  const byUnit = new Map<string, { qty: number; precision: number }>();
  for (const line of doc.lines) {
    const seen = byUnit.get(line.uomName) ?? { qty: 0, precision: line.uomPrecision };
    byUnit.set(line.uomName, { qty: seen.qty + line.qty, precision: Math.max(seen.precision, line.uomPrecision) });
  }
  return [...byUnit].map(([unit, { qty, precision }]) => `${formatNumber(qty, precision)} ${unit}`).join(' / ');
}

/** 销售出库单 as it is signed for (A4): the head, each line's batch and location, the total, the signature lines. */
function IssueSheet({ doc, company }: { doc: StSalesIssueDetailData; company: string }) {
  return (
    <article className={a4Sheet.sheet} aria-label={`销售出库单 ${doc.docNo}`}>
      <h2 className={a4Sheet.title}>销售出库单</h2>
      <p className={a4Sheet.company}>{company}</p>
      <div className={a4Sheet.header}>
        <span>单号：{doc.docNo}</span>
        <span>发货日期：{doc.bizDate}</span>
        <span>销售订单号：{doc.salesOrderNo ?? '-'}</span>
        <span className={a4Sheet.wide}>客户：{`${doc.customerCode} ${doc.customerName}`}</span>
        <span>仓库：{doc.houseName}</span>
        <span className={a4Sheet.wide}>收货地址：{doc.shipAddress ?? '-'}</span>
        <span>联系人：{[doc.contactName, doc.contactPhone].filter(Boolean).join(' ') || '-'}</span>
        <span>经办人：{doc.operatorName ?? '-'}</span>
        <span>过账时间：{doc.postTime ?? '-'}</span>
      </div>
      <table className={a4Sheet.lines}>
        <thead>
          <tr>
            <th className={a4Sheet.nowrap}>序号</th>
            <th>物料编码</th>
            <th className={a4Sheet.nowrap}>物料名称</th>
            <th>规格型号</th>
            <th>批次</th>
            <th>库位</th>
            <th className={a4Sheet.nowrap}>数量</th>
            <th className={a4Sheet.nowrap}>单位</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line) => (
            <tr key={line.id}>
              <td className={a4Sheet.number}>{line.lineNo}</td>
              <td className={a4Sheet.nowrap}>{line.materialCode}</td>
              <td>{line.materialName}</td>
              <td>{line.specification ?? ''}</td>
              <td className={a4Sheet.nowrap}>{line.batchNo}</td>
              <td className={a4Sheet.nowrap}>{line.locationCode}</td>
              <td className={a4Sheet.number}>{formatNumber(line.qty, line.uomPrecision)}</td>
              <td className={a4Sheet.nowrap}>{line.uomName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={a4Sheet.totals}>
        <span>共 {doc.lines.length} 行</span>
        <strong>合计数量：{totalText(doc)}</strong>
      </div>
      {doc.remark && <p>备注：{doc.remark}</p>}
      <div className={a4Sheet.signatures}>
        <div className={a4Sheet.signature}>仓管：</div>
        <div className={a4Sheet.signature}>发货：</div>
        <div className={a4Sheet.signature}>客户签收：</div>
      </div>
    </article>
  );
}

/**
 * 打印 of a posted 销售出库单 (docs/design/scm-storage.md → 销售出库): the built-in A4 sheet (as 采购订单's print); 平台运营's
 * print templates have no storage biz type yet. 打印 sends only the sheet to the printer.
 */
export function SalesIssuePrintPanel({ row, onClose }: RowPanelProps<SalesIssueRow>) {
  const doc = useQuery(stSalesIssueDetailQueryOptions({ query: { id: row.id } }));
  const user = useUserDetails();
  return (
    <Modal
      open
      title={`打印销售出库单：${row.docNo}`}
      width={920}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="print" icon={<PrinterOutlined />} disabled={!doc.data} onClick={() => window.print()}>
          打印
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {doc.isPending && <Spinner label="正在加载销售出库单" />}
      {doc.isError && <Alert type="error" showIcon title={`获取销售出库单失败：${userMessageOf(doc.error)}`} />}
      {doc.data && (
        <div className={a4Sheet.desk}>
          <IssueSheet doc={doc.data} company={user.data?.corpName ?? ''} />
        </div>
      )}
    </Modal>
  );
}
