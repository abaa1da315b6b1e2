import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { DocStateTag, IssueLinesTable } from '@/entities/storage/stock';
import { stSalesIssueDetailQueryOptions, type StSalesIssueDetailData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { SalesIssueRow } from './SalesIssueListPage';
import { SalesIssuePrintPanel } from './SalesIssuePrintPanel';

/** The DN's header: to whom, for which order, from where, where to, and what became of it. */
function items(doc: StSalesIssueDetailData): DetailItem[] {
  return [
    { label: '单号', value: doc.docNo },
    { label: '状态', value: <DocStateTag doc={doc} /> },
    { label: '客户', value: `${doc.customerCode} ${doc.customerName}` },
    { label: '销售订单号', value: doc.salesOrderNo },
    { label: '仓库', value: doc.houseName },
    { label: '发货日期', value: doc.bizDate },
    { label: '收货地址', value: doc.shipAddress, span: 2 },
    { label: '联系人', value: [doc.contactName, doc.contactPhone].filter(Boolean).join(' ') },
    { label: '经办人', value: doc.operatorName },
    { label: '过账', value: doc.postTime ? `${doc.postTime} ${doc.postedBy ?? ''}` : null },
    ...(doc.reverseReason ? [{ label: '冲销原因', value: doc.reverseReason }] : []),
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason }] : []),
    { label: '备注', value: doc.remark, span: 3 },
  ];
}

/**
 * 销售出库单详情: the header and the lines with the batch and location each took; a posted DN prints from here too
 * (the row action's sheet, same permission `salesIssue:print`).
 */
export function SalesIssueDetailPanel({ row, onClose, refetch }: RowPanelProps<SalesIssueRow>) {
  const [printing, setPrinting] = useState(false);
  const canPrint = usePermissions().can('salesIssue:print');
  return (
    <>
      <DetailDrawer
        title={`销售出库单详情：${row.docNo}`}
        onClose={onClose}
        query={stSalesIssueDetailQueryOptions({ query: { id: row.id } })}
        items={items}
      >
        {(doc) => (
          <>
            {canPrint && doc.state === 'POSTED' && (
              <Flex justify="end">
                <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
                  打印
                </Button>
              </Flex>
            )}
            <IssueLinesTable lines={doc.lines} />
          </>
        )}
      </DetailDrawer>
      {printing && <SalesIssuePrintPanel row={row} refetch={refetch} onClose={() => setPrinting(false)} />}
    </>
  );
}
