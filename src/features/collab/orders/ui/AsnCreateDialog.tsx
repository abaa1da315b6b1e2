import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, DatePicker, Flex, Form, Input, Modal, Row, Typography, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { CollabOrderDetail, CollabOrderLine } from '@/entities/collab/order';
import { collabOrderAsnCreate, collabOrderDetailQueryOptions } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { useSave } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/spinner';
import {
  asnBody,
  asnHeaderProblems,
  asnLineProblems,
  emptyAsnLine,
  shippedLines,
  type AsnHeaderInput,
  type AsnLineInput,
} from '../model/asn-lines';
import { AsnLinesTable } from './AsnLinesTable';

interface AsnCreateDialogProps {
  orderId: string;
  onClose: () => void;
  onDone: () => void;
}

const EMPTY_HEADER: AsnHeaderInput = { expectedDate: '', carrier: '', waybillNo: '', remark: '' };
const today = () => dayjs().format(DATE_FORMAT.date);

interface Check {
  header: Partial<Record<keyof AsnHeaderInput, string>>;
  lines: Record<string, Partial<Record<keyof AsnLineInput, string>>>;
  form?: string;
}

function checkAsn(order: CollabOrderDetail, header: AsnHeaderInput, inputs: Record<string, AsnLineInput>): Check {
  const lines: Check['lines'] = {};
  const given = shippedLines(order, inputs);
  for (const line of given) {
    const problems = asnLineProblems(line, inputs[line.id] ?? emptyAsnLine(), order.tolerancePct, today());
    if (Object.keys(problems).length > 0) lines[line.id] = problems;
  }
  return {
    header: asnHeaderProblems(header, today()),
    lines,
    ...(given.length === 0 ? { form: '请至少为一行填写发货数' } : {}),
  };
}

const isClean = (check: Check) =>
  Object.keys(check.header).length === 0 && Object.keys(check.lines).length === 0 && !check.form;

/** The lines' problems as one list under the table, each naming its line (the cells are marked red). */
function lineMessages(order: CollabOrderDetail, check: Check): string[] {
  return order.lines.flatMap((line: CollabOrderLine) =>
    Object.values(check.lines[line.id] ?? {}).map((text) =>
      text.startsWith('第') ? text : `第 ${line.lineNo} 行：${text}`,
    ),
  );
}

function AsnForm({ order, onClose, onDone }: { order: CollabOrderDetail; onClose: () => void; onDone: () => void }) {
  const [header, setHeader] = useState<AsnHeaderInput>(EMPTY_HEADER);
  const [inputs, setInputs] = useState<Record<string, AsnLineInput>>({});
  const [check, setCheck] = useState<Check>();
  const { saving, failure, save } = useSave(async () => {
    const created = await collabOrderAsnCreate({ body: asnBody(order, header, inputs) }, { quiet: true });
    void message.success(`已生成 ASN ${created.asnNo}`);
  });
  const changeHeader = (patch: Partial<AsnHeaderInput>) => {
    const next = { ...header, ...patch };
    setHeader(next);
    if (check) setCheck(checkAsn(order, next, inputs));
  };
  const changeLine = (line: CollabOrderLine, patch: Partial<AsnLineInput>) => {
    const next = { ...inputs, [line.id]: { ...(inputs[line.id] ?? emptyAsnLine()), ...patch } };
    setInputs(next);
    if (check) setCheck(checkAsn(order, header, next));
  };
  const submit = () => {
    const result = checkAsn(order, header, inputs);
    setCheck(result);
    if (isClean(result)) void save().then((saved) => saved && onDone());
  };
  const headerError = (key: keyof AsnHeaderInput) => check?.header[key];
  const item = (key: keyof AsnHeaderInput) => ({
    validateStatus: headerError(key) ? ('error' as const) : undefined,
    help: headerError(key),
  });
  const messages = check ? lineMessages(order, check) : [];
  return (
    <Form layout="vertical" component="div" disabled={saving}>
      <Typography.Paragraph>
        {order.customerShortName}的订单 {order.orderNo}：只为本次发货的行填写发货数，箱数 = 发货数 ÷
        每箱数（向上取整）。可发数 = （订购 − 已到货）×（1 + 允差 {order.tolerancePct}%）− 在途。
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item label="预计到货" htmlFor="asn-expected" required {...item('expectedDate')}>
            <DatePicker
              id="asn-expected"
              style={{ width: '100%' }}
              value={header.expectedDate ? dayjs(header.expectedDate, DATE_FORMAT.date) : null}
              onChange={(date) => changeHeader({ expectedDate: date ? date.format(DATE_FORMAT.date) : '' })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="承运商" htmlFor="asn-carrier" {...item('carrier')}>
            <Input
              id="asn-carrier"
              maxLength={32}
              placeholder="自送可不填"
              value={header.carrier}
              onChange={(event) => changeHeader({ carrier: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="运单号" htmlFor="asn-waybill" {...item('waybillNo')}>
            <Input
              id="asn-waybill"
              maxLength={32}
              value={header.waybillNo}
              onChange={(event) => changeHeader({ waybillNo: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="备注" htmlFor="asn-remark">
            <Input
              id="asn-remark"
              maxLength={200}
              value={header.remark}
              onChange={(event) => changeHeader({ remark: event.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <AsnLinesTable
        lines={order.lines}
        tolerancePct={order.tolerancePct}
        inputs={inputs}
        problems={check?.lines ?? {}}
        onChange={changeLine}
      />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {messages.length > 0 && <Alert type="error" showIcon title={messages.join('；')} />}
        {check?.form && <Alert type="error" showIcon title={check.form} />}
        {failure && <Alert type="error" showIcon title={failure} />}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            返回
          </Button>
          <Button type="primary" loading={saving} onClick={submit}>
            生成 ASN
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** 生成 ASN from the order's lines that may ship: the new ASN's number said once it is made. */
export function AsnCreateDialog({ orderId, onClose, onDone }: AsnCreateDialogProps) {
  const detail = useQuery(collabOrderDetailQueryOptions({ query: { id: orderId } }));
  return (
    <Modal open title="生成 ASN" width={1200} footer={null} mask={{ closable: false }} onCancel={onClose}>
      {detail.data ? <AsnForm order={detail.data} onClose={onClose} onDone={onDone} /> : <Spinner />}
    </Modal>
  );
}
