import { Typography } from 'antd';
import type { PoReturnRow } from '@/entities/purchase-order';
import { poReceiveBackClose } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';

/** 关闭 a return that left: what the supplier did about it (replacement delivered, a red-letter invoice) is required. */
export function ReturnClosePanel(props: RowPanelProps<PoReturnRow>) {
  const { row } = props;
  return (
    <ReasonDialog
      title={`关闭退货单：${row.returnNo}`}
      verb="关闭"
      label="处理结果"
      danger={false}
      id="return-close-result"
      done="已关闭"
      intro={
        <Typography.Text>
          {row.returnNo} 已出库，{row.supplierName}补货或开红字发票冲减货款后关闭，写下处理结果。
        </Typography.Text>
      }
      run={(reason, options) => poReceiveBackClose({ body: { id: row.id, reason } }, options)}
      onClose={props.onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
