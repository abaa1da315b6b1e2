import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useUserDetails } from '@/entities/session';
import { stSalesIssuePickListQueryOptions, type StSalesIssuePickListData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { Spinner } from '@/shared/ui/spinner';
import { QueryFailure } from '@/shared/ui/load-failure';
import { pickOrder } from '../model/pick-list';
import { DocBarcode } from './DocBarcode';
import { a4Sheet } from '@/shared/ui/print-sheet';
import own from './PickList.module.css';
import type { SalesIssueRow } from './SalesIssueListPage';

/** The sheet the warehouse picks from: the DN's barcode, where it goes, and the lines in shelf order to tick. */
function PickSheet({ pick, company }: { pick: StSalesIssuePickListData; company: string }) {
  return (
    <article className={a4Sheet.sheet} aria-label={`拣货单 ${pick.docNo}`}>
      <div className={own.top}>
        <div>
          <h2 className={a4Sheet.title}>拣货单</h2>
          <p className={a4Sheet.company}>{company}</p>
        </div>
        <div className={own.barcode}>
          <DocBarcode text={pick.docNo} />
          <span>{pick.docNo}</span>
        </div>
      </div>
      <div className={a4Sheet.header}>
        <span>仓库：{pick.houseName}</span>
        <span>发货日期：{pick.bizDate}</span>
        <span>销售订单号：{pick.salesOrderNo ?? '-'}</span>
        <span className={a4Sheet.wide}>客户：{pick.customerName}</span>
        <span>经办人：{pick.operatorName ?? '-'}</span>
        <span className={a4Sheet.wide}>收货地址：{pick.shipAddress ?? '-'}</span>
        <span>联系人：{[pick.contactName, pick.contactPhone].filter(Boolean).join(' ') || '-'}</span>
      </div>
      <table className={a4Sheet.lines}>
        <thead>
          <tr>
            <th className={a4Sheet.nowrap}>序号</th>
            <th>库位</th>
            <th>物料编码</th>
            <th className={a4Sheet.nowrap}>物料名称</th>
            <th>规格型号</th>
            <th>批次</th>
            <th className={a4Sheet.nowrap}>数量</th>
            <th className={a4Sheet.nowrap}>单位</th>
            <th className={a4Sheet.nowrap}>行号</th>
            <th className={own.check}>已拣</th>
          </tr>
        </thead>
        <tbody>
          {pickOrder(pick.lines).map((line, index) => (
            <tr key={`${line.lineNo}-${line.locationCode}-${line.batchNo}`}>
              <td className={a4Sheet.number}>{index + 1}</td>
              <td className={a4Sheet.nowrap}>
                {line.locationCode}
                <br />
                {line.locationName}
              </td>
              <td className={a4Sheet.nowrap}>{line.materialCode}</td>
              <td>{line.materialName}</td>
              <td>{line.specification}</td>
              <td className={a4Sheet.nowrap}>{line.batchNo}</td>
              <td className={a4Sheet.number}>{formatNumber(line.qty, line.uomPrecision)}</td>
              <td className={a4Sheet.nowrap}>{line.uomName}</td>
              <td className={a4Sheet.number}>{line.lineNo}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      {pick.remark && <p>备注：{pick.remark}</p>}
      <div className={a4Sheet.signatures}>
        <div className={a4Sheet.signature}>拣货人：</div>
        <div className={a4Sheet.signature}>复核：</div>
        <div className={a4Sheet.signature}>发货：</div>
      </div>
    </article>
  );
}

/** 拣货单 of a submitted DN (A4): loaded with the first opening; 打印 sends only the sheet to the printer. */
export function PickListPanel({ row, onClose }: RowPanelProps<SalesIssueRow>) {
  const pick = useQuery(stSalesIssuePickListQueryOptions({ query: { id: row.id } }));
  const user = useUserDetails();
  return (
    <Modal
      open
      title={`拣货单：${row.docNo}`}
      width={920}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="print" icon={<PrinterOutlined />} disabled={!pick.data} onClick={() => window.print()}>
          打印
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {pick.isPending && <Spinner label="正在加载拣货单" />}
      <QueryFailure query={pick} title="获取拣货单失败" />
      {pick.data && (
        <div className={a4Sheet.desk}>
          <PickSheet pick={pick.data} company={user.data?.corpName ?? ''} />
        </div>
      )}
    </Modal>
  );
}
