import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatLineQty, type CollabOrderDetail, type CollabOrderLine } from '@/entities/collab/order';
import { collabOrderDetailQueryOptions, collabOrderReplyDate } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';
import { Spinner } from '@/shared/ui/spinner';
import {
  canReply,
  checkReply,
  daysLate,
  lateLines,
  replyBody,
  replyIsClean,
  type ReplyCheck,
  type ReplyInputs,
} from '../model/reply-dates';

interface ReplyDateDialogProps {
  orderId: string;
  onClose: () => void;
  onDone: () => void;
}

/** The state of a line's reply: a later date marked, or the reason it cannot be sent. */
function ReplyMark({ line, date, problem }: { line: CollabOrderLine; date: string | undefined; problem?: string }) {
  if (!canReply(line)) return <Typography.Text type="secondary">已全部发货</Typography.Text>;
  if (problem) return <Typography.Text type="danger">{problem}</Typography.Text>;
  const late = daysLate(line, date);
  return late > 0 ? <Tag color="orange">晚于要求 {late} 天</Tag> : null;
}

function ReplyForm({ order, onClose, onDone }: { order: CollabOrderDetail; onClose: () => void; onDone: () => void }) {
  const [inputs, setInputs] = useState<ReplyInputs>({});
  const [remark, setRemark] = useState('');
  const [check, setCheck] = useState<ReplyCheck>();
  const { saving, failure, save } = useSave(
    () => collabOrderReplyDate({ body: replyBody(order, inputs, remark) }, { quiet: true }),
    { done: `已回复订单 ${order.orderNo} 的交期` },
  );
  const late = lateLines(order.lines, inputs);
  const change = (line: CollabOrderLine, date: string) => {
    const next = { ...inputs, [line.id]: date };
    setInputs(next);
    // Once a save was tried, the problems follow what is typed.
    if (check) setCheck(checkReply(order, next, remark));
  };
  const submit = () => {
    const result = checkReply(order, inputs, remark);
    setCheck(result);
    if (replyIsClean(result)) void save().then((saved) => saved && onDone());
  };

  const columns: TableColumnsType<CollabOrderLine> = [
    { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center' },
    { key: 'material', title: '物料', render: (_v, line) => `${line.materialCode} ${line.materialName}` },
    {
      key: 'qty',
      title: '数量',
      align: 'right',
      render: (_v, line) => `${formatLineQty(line.qty, line.uomPrecision)} ${line.uomName}`,
    },
    {
      key: 'shippedQty',
      title: '已发货',
      align: 'right',
      render: (_v, line) => formatLineQty(line.shippedQty, line.uomPrecision),
    },
    { key: 'requiredDate', title: '要求交期', dataIndex: 'requiredDate', width: 110 },
    {
      key: 'promisedDate',
      title: '当前回复',
      width: 110,
      render: (_v, line) => line.promisedDate ?? <Typography.Text type="secondary">未回复</Typography.Text>,
    },
    {
      key: 'reply',
      title: '回复交期',
      width: 160,
      render: (_v, line) => (
        <DatePicker
          aria-label={`第 ${line.lineNo} 行回复交期`}
          disabled={!canReply(line)}
          status={check?.lines[line.id] ? 'error' : undefined}
          value={inputs[line.id] ? dayjs(inputs[line.id], DATE_FORMAT.date) : null}
          onChange={(date) => change(line, date ? date.format(DATE_FORMAT.date) : '')}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'mark',
      title: '说明',
      width: 220,
      render: (_v, line) => <ReplyMark line={line} date={inputs[line.id]} problem={check?.lines[line.id]} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {order.customerShortName}的订单 {order.orderNo}：只为要回复的行填写日期，未填的行不变。允许比要求交期提前{' '}
        {order.earlyDeliveryDays} 天，更早须提交 AOD 申请。
      </Typography.Text>
      <Table<CollabOrderLine> rowKey="id" size="small" pagination={false} columns={columns} dataSource={order.lines} />
      {late.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${late.map((line) => `第 ${line.lineNo} 行`).join('、')}的回复交期晚于要求交期：提交后订单进入“交期待确认”，客户接受（订单变更或 AOD 申请）后回到已确认。`}
        />
      )}
      <ReasonField
        id="reply-remark"
        label="回复说明"
        required={late.length > 0}
        value={remark}
        error={check?.remark}
        onChange={(next) => {
          setRemark(next);
          if (check) setCheck(checkReply(order, inputs, next));
        }}
      />
      {check?.form && <Alert type="error" showIcon title={check.form} />}
      {failure && <Alert type="error" showIcon title={failure} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose} disabled={saving}>
          返回
        </Button>
        <Button type="primary" loading={saving} onClick={submit}>
          提交回复
        </Button>
      </Flex>
    </Flex>
  );
}

/** 回复交期: a promised date per line of the order (only the lines given are sent), a later one marked and said. */
export function ReplyDateDialog({ orderId, onClose, onDone }: ReplyDateDialogProps) {
  const detail = useQuery(collabOrderDetailQueryOptions({ query: { id: orderId } }));
  return (
    <Modal open title="回复交期" width={1000} footer={null} mask={{ closable: false }} onCancel={onClose}>
      {detail.data ? <ReplyForm order={detail.data} onClose={onClose} onDone={onDone} /> : <Spinner />}
    </Modal>
  );
}
