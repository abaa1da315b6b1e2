import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useUserDetails } from '@/entities/session';
import { stSalesIssuePickListQueryOptions, type StSalesIssuePickListData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { Spinner } from '@/shared/ui/spinner';
import { pickOrder } from '../model/pick-list';
import { DocBarcode } from './DocBarcode';
import styles from './PickList.module.css';
import type { SalesIssueRow } from './SalesIssueListPage';

/** The sheet the warehouse picks from: the DN's barcode, where it goes, and the lines in shelf order to tick. */
function PickSheet({ pick, company }: { pick: StSalesIssuePickListData; company: string }) {
  return (
    <article className={styles.sheet} aria-label={`拣货单 ${pick.docNo}`}>
      <div className={styles.top}>
        <div>
          <h2 className={styles.title}>拣货单</h2>
          <p className={styles.company}>{company}</p>
        </div>
        <div className={styles.barcode}>
          <DocBarcode text={pick.docNo} />
          <span>{pick.docNo}</span>
        </div>
      </div>
      <div className={styles.header}>
        <span>仓库：{pick.houseName}</span>
        <span>发货日期：{pick.bizDate}</span>
        <span>销售订单号：{pick.salesOrderNo ?? '-'}</span>
        <span className={styles.wide}>客户：{pick.customerName}</span>
        <span>经办人：{pick.operatorName ?? '-'}</span>
        <span className={styles.wide}>收货地址：{pick.shipAddress ?? '-'}</span>
        <span>联系人：{[pick.contactName, pick.contactPhone].filter(Boolean).join(' ') || '-'}</span>
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th className={styles.nowrap}>序号</th>
            <th>库位</th>
            <th>物料编码</th>
            <th className={styles.nowrap}>物料名称</th>
            <th>规格型号</th>
            <th>批次</th>
            <th className={styles.nowrap}>数量</th>
            <th className={styles.nowrap}>单位</th>
            <th className={styles.nowrap}>行号</th>
            <th className={styles.check}>已拣</th>
          </tr>
        </thead>
        <tbody>
          {pickOrder(pick.lines).map((line, index) => (
            <tr key={`${line.lineNo}-${line.locationCode}-${line.batchNo}`}>
              <td className={styles.number}>{index + 1}</td>
              <td className={styles.nowrap}>
                {line.locationCode}
                <br />
                {line.locationName}
              </td>
              <td className={styles.nowrap}>{line.materialCode}</td>
              <td>{line.materialName}</td>
              <td>{line.specification}</td>
              <td className={styles.nowrap}>{line.batchNo}</td>
              <td className={styles.number}>{formatNumber(line.qty, line.uomPrecision)}</td>
              <td className={styles.nowrap}>{line.uomName}</td>
              <td className={styles.number}>{line.lineNo}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      {pick.remark && <p>备注：{pick.remark}</p>}
      <div className={styles.signatures}>
        <div className={styles.signature}>拣货人：</div>
        <div className={styles.signature}>复核：</div>
        <div className={styles.signature}>发货：</div>
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
      {pick.isError && <Alert type="error" showIcon title={`获取拣货单失败：${userMessageOf(pick.error)}`} />}
      {pick.data && (
        <div className={styles.desk}>
          <PickSheet pick={pick.data} company={user.data?.corpName ?? ''} />
        </div>
      )}
    </Modal>
  );
}
