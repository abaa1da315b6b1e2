import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Flex, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AsnLabelsButton } from '@/entities/asn';
import { useUserDetails } from '@/entities/session';
import { poAsnDetailQueryOptions, poAsnShip, type PoAsnPageData } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { useSave } from '@/shared/ui/form';

type AsnRow = PoAsnPageData['rows'][number];

interface AsnShipDialogProps {
  asn: AsnRow;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 发货: the ship date (today unless said otherwise, never later), and, when the supplier must label its boxes, the
 * labels to print first. The server checks 可发数 again with what is in transit now.
 */
export function AsnShipDialog({ asn, onClose, onDone }: AsnShipDialogProps) {
  const today = formatDate(new Date());
  const [shipDate, setShipDate] = useState(today);
  const [error, setError] = useState<string>();
  const detail = useQuery(poAsnDetailQueryOptions({ query: { id: asn.id } }));
  const buyer = useUserDetails().data?.corpName;
  const { saving, failure, save } = useSave(
    (date: string) => poAsnShip({ body: { id: asn.id, shipDate: date } }, { quiet: true }),
    { done: '已发货' },
  );
  const submit = async () => {
    if (!shipDate) return setError('请选择发货日期');
    if (shipDate > today) return setError('发货日期不能晚于今天');
    if (await save(shipDate)) onDone();
  };
  return (
    <Modal
      open
      title={`发货：${asn.asnNo}`}
      okText="确认发货"
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          发货后 {asn.asnNo} 不能再编辑，其 {asn.lineCount} 行的发货数计入订单 {asn.orderNo} 的在途。
        </Typography.Text>
        {detail.data?.labelRequired && (
          <Alert
            type="warning"
            showIcon
            title={`${asn.supplierName}须在每箱贴条码标签：请先打印 ${asn.boxCount} 张箱标签贴好再发货。`}
            action={<AsnLabelsButton asnId={asn.id} buyer={buyer} size="small" />}
          />
        )}
        <Flex vertical gap={4}>
          <label htmlFor="asn-ship-date">
            <Typography.Text type="danger">* </Typography.Text>发货日期
          </label>
          <DatePicker
            id="asn-ship-date"
            value={shipDate ? dayjs(shipDate) : null}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            status={error ? 'error' : ''}
            onChange={(date) => {
              setShipDate(date ? date.format('YYYY-MM-DD') : '');
              setError(undefined);
            }}
            style={{ width: '100%' }}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </Flex>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
