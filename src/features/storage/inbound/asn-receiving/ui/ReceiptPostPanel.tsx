import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { stReceiptPost, type StReceiptPageData } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { ItemList } from '@/shared/ui/item-list';
import { outcomeText, type ReceiptOutcome } from '../model/outcomes';

type ReceiptRow = StReceiptPageData['rows'][number];

/**
 * 过账 of a submitted receipt: the stock rows are written and quality is asked in the same transaction; the answer,
 * each line's outcome (第 1 行 待检，已生成报检单 IQA-…), is said here before the dialog closes. A refusal (labels not
 * scanned, 1018102; quality refused, 1018105) stays in the dialog and nothing is posted.
 */
export function ReceiptPostPanel(props: RowPanelProps<ReceiptRow>) {
  const { row } = props;
  const [outcomes, setOutcomes] = useState<ReceiptOutcome[]>();
  const { saving, failure, save } = useSave(async () => {
    setOutcomes(await stReceiptPost({ body: { id: row.id } }, { quiet: true }));
  });
  const close = outcomes ? closeAndRefetch(props) : props.onClose;
  return (
    <Modal
      open
      title={`过账收货单：${row.docNo}`}
      onCancel={close}
      footer={
        outcomes
          ? [
              <Button key="close" type="primary" onClick={close}>
                知道了
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                取消
              </Button>,
              <Button key="post" type="primary" loading={saving} onClick={() => void save()}>
                过账
              </Button>,
            ]
      }
    >
      {!outcomes && (
        <Alert
          type="info"
          showIcon
          title={`过账后按入库数写入库存流水（破损入隔离库位），回写 ASN 与订单的已收货，并向质量报检；已过账的收货单只能冲销。`}
        />
      )}
      {failure && <Alert type="error" showIcon title={`过账失败：${failure}`} style={{ marginTop: 12 }} />}
      {outcomes && (
        <>
          <Alert type="success" showIcon title={`${row.docNo} 已过账，报检结果如下`} />
          <ItemList
            aria-label="报检结果"
            items={outcomes}
            itemKey={(outcome) => outcome.receiptLineId}
            renderItem={(outcome) => (
              <Flex vertical gap={2}>
                <Typography.Text strong>{outcomeText(outcome)}</Typography.Text>
                <Typography.Text type="secondary">{outcome.reason}</Typography.Text>
              </Flex>
            )}
          />
        </>
      )}
    </Modal>
  );
}
