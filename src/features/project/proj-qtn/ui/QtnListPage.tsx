import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { SalesCustomerSelect } from '@/entities/customer';
import { pmProjQtn, pmProjQtnSend } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { money } from '../model/qtn-amounts';
import { newQtn, newQtnLine, QTN_LINE_COLUMNS } from '../model/qtn-lines';
import { QtnItemsTable } from './QtnItemsTable';
import { QtnTotals } from './QtnTotals';
import { QtnCurrencySelect, QtnProjectSelect } from './qtn-pickers';

/** 报价单状态 (PmProjQtnState) and the tag colour each shows in. */
const QTN_STATES = [
  { value: 'DRAFT', title: '草稿', color: 'default' },
  { value: 'SENT', title: '已发送', color: 'processing' },
  { value: 'WON', title: '已中标', color: 'success' },
  { value: 'LOST', title: '未中标', color: 'error' },
] as const;
const STATE_OPTIONS = QTN_STATES.map(({ value, title }) => ({ value, title }));

function QtnStateTag({ state }: { state: string }) {
  const known = QTN_STATES.find((option) => option.value === state);
  return <Tag color={known?.color}>{known?.title ?? state}</Tag>;
}

const draft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/**
 * 项目报价: quotations of the projects in progress with their lines and totals (the amounts in the product.md §5 money format
 * with the currency's symbol); a draft is edited (from the detail, which holds the lines), sent (草稿 → 已发送, with
 * pmProjQtn:submit) or deleted.
 */
export const QtnListPage = defineCrudScreen(pmProjQtn, {
  noun: '报价单',
  columns: [
    { dataIndex: 'qtnNo', title: '报价单号', example: 'QT-2026-0031', hideAble: false, sorter: true },
    {
      dataIndex: 'projTitle',
      title: '项目',
      width: 280,
      ellipsis: true,
      render: (_v, row) => `${row.projNo} ${row.projTitle}`,
    },
    { dataIndex: 'customerName', title: '客户', width: 220, ellipsis: true },
    { dataIndex: 'currencyCode', title: '币种', example: 'CNY' },
    { dataIndex: 'qtnDate', title: '报价日期', example: '2026-11-20', sorter: true },
    { dataIndex: 'validUntil', title: '有效期至', example: '2026-11-20' },
    {
      dataIndex: 'amount',
      title: '不含税金额',
      align: 'right',
      example: '¥1,111,680.00',
      hide: 'narrow',
      render: (_v, row) => money(row.amount, row.currencySymbol),
    },
    {
      dataIndex: 'taxAmount',
      title: '税额',
      align: 'right',
      example: '¥144,518.40',
      hide: 'narrow',
      render: (_v, row) => money(row.taxAmount, row.currencySymbol),
    },
    {
      dataIndex: 'totalAmount',
      title: '价税合计',
      align: 'right',
      example: '¥1,256,198.40',
      render: (_v, row) => money(row.totalAmount, row.currencySymbol),
    },
    { dataIndex: 'state', title: '状态', example: '已发送', render: (_v, row) => <QtnStateTag state={row.state} /> },
    { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: true },
    'updateTime',
  ],
  conditions: [
    'qtnNo',
    { key: 'projTitle', title: '项目名称', type: 'input' },
    'customerName',
    { key: 'state', title: '状态', type: 'select', options: STATE_OPTIONS, multiple: true },
  ],
  editFrom: 'detail',
  editTitle: (qtn) => `编辑报价单：${qtn.qtnNo}`,
  form: {
    projId: {
      label: '项目',
      kind: 'custom',
      wide: true,
      render: (field, qtn) => (
        <QtnProjectSelect
          {...field}
          id="projId"
          qtnId={qtn?.id}
          current={qtn && { id: qtn.projId, label: `${qtn.projNo} ${qtn.projTitle}` }}
        />
      ),
    },
    customerId: {
      label: '客户',
      kind: 'custom',
      render: (field) => (
        <SalesCustomerSelect
          id="customerId"
          value={field.value}
          onChange={(next) => field.onChange(next ?? '')}
          onBlur={field.onBlur}
        />
      ),
    },
    currencyCode: {
      kind: 'custom',
      render: (field) => <QtnCurrencySelect {...field} id="currencyCode" />,
    },
    qtnDate: { kind: 'date' },
    validUntil: { kind: 'date' },
    taxRate: { label: '税率（%）', placeholder: '如 13' },
    items: {
      label: '报价明细',
      wide: true,
      lines: {
        columns: QTN_LINE_COLUMNS,
        newLine: newQtnLine,
        summary: (lines) => <QtnTotals lines={lines} />,
      },
    },
    remark: { kind: 'textarea', wide: true, placeholder: '质保、交期、付款方式等' },
  },
  empty: () => newQtn(formatDate(new Date()), dayjs().add(30, 'day').format('YYYY-MM-DD')),
  // A quotation is valid from its date on.
  checks: [
    z.refine((body) => !body.qtnDate || !body.validUntil || body.validUntil >= body.qtnDate, {
      message: '有效期不能早于报价日期',
      path: ['validUntil'],
    }),
  ],
  formWidth: 1000,
  detail: {
    width: 'large',
    columns: 3,
    items: (qtn) => [
      'qtnNo',
      { label: '状态', value: <QtnStateTag state={qtn.state} /> },
      { label: '币种', value: `${qtn.currencyCode}（${qtn.currencySymbol}）` },
      { label: '项目', value: `${qtn.projNo} ${qtn.projTitle}`, span: 2 },
      'customerName',
      'qtnDate',
      'validUntil',
      { label: '税率', value: `${qtn.taxRate}%` },
      { label: '报价明细', value: <QtnItemsTable qtn={qtn} />, span: 3 },
      { label: '不含税金额', value: money(qtn.amount, qtn.currencySymbol) },
      { label: '税额', value: money(qtn.taxAmount, qtn.currencySymbol) },
      {
        label: '价税合计',
        value: <Typography.Text strong>{money(qtn.totalAmount, qtn.currencySymbol)}</Typography.Text>,
      },
      { label: '备注', value: qtn.remark, span: 3 },
    ],
  },
  rowActions: [
    'detail',
    { kind: 'edit', when: draft },
    {
      kind: 'call',
      action: 'submit',
      title: '发送',
      confirm: true,
      when: draft,
      run: (row, options) => pmProjQtnSend({ body: { id: row.id } }, options),
      done: '已发送',
    },
    { kind: 'delete', when: draft },
  ],
  // 删除 is a draft's only (above), not every row's.
  status: false,
});
