import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { pmMdCurrencyListQueryOptions, type pmProjQtn } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { lineAmount, money, qtnTotals } from '../model/qtn-amounts';
import { emptyQtnItem, type QtnItemValues } from '../model/qtn-lines';

type QtnFormValues = FormValues<typeof pmProjQtn>;

interface QtnItemsEditorProps {
  id?: string;
  value: QtnItemValues[];
  onChange: (items: QtnItemValues[]) => void;
  onBlur: () => void;
}

type Row = QtnItemValues & { key: number };

/** The symbol of the chosen currency (¥ until the list arrives). */
function useCurrencySymbol(code: string) {
  const currencies = useQuery(pmMdCurrencyListQueryOptions({ body: {} }));
  return currencies.data?.find((currency) => currency.code === code)?.symbol ?? (code === 'CNY' ? '¥' : '');
}

/** 报价明细: the lines edited in a table, each line's amount and the totals with tax computed as the user types. */
export function QtnItemsEditor({ id, value, onChange, onBlur }: QtnItemsEditorProps) {
  const taxRate = useWatch<QtnFormValues, 'taxRate'>({ name: 'taxRate' });
  const currencyCode = useWatch<QtnFormValues, 'currencyCode'>({ name: 'currencyCode' });
  const symbol = useCurrencySymbol(currencyCode);
  const totals = qtnTotals(value, taxRate);
  const change = (index: number, patch: Partial<QtnItemValues>) =>
    onChange(value.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const line = (index: number) => `第 ${index + 1} 行`;
  const columns: TableColumnsType<Row> = [
    { key: 'index', title: '序号', width: 56, align: 'center', render: (_v, _row, index) => index + 1 },
    {
      key: 'productName',
      title: '产品名称',
      render: (_v, row, index) => (
        <Input
          aria-label={`${line(index)}产品名称`}
          value={row.productName}
          maxLength={64}
          onChange={(e) => change(index, { productName: e.target.value })}
          onBlur={onBlur}
        />
      ),
    },
    {
      key: 'model',
      title: '型号规格',
      width: 150,
      render: (_v, row, index) => (
        <Input
          aria-label={`${line(index)}型号规格`}
          value={row.model}
          maxLength={64}
          onChange={(e) => change(index, { model: e.target.value })}
          onBlur={onBlur}
        />
      ),
    },
    {
      key: 'quantity',
      title: '数量',
      width: 96,
      render: (_v, row, index) => (
        <InputNumber
          aria-label={`${line(index)}数量`}
          value={row.quantity}
          min={0}
          precision={0}
          style={{ width: '100%' }}
          onChange={(next) => change(index, { quantity: next ?? 0 })}
          onBlur={onBlur}
        />
      ),
    },
    {
      key: 'unitPrice',
      title: '单价',
      width: 120,
      render: (_v, row, index) => (
        <InputNumber
          aria-label={`${line(index)}单价`}
          value={row.unitPrice}
          min={0}
          precision={2}
          style={{ width: '100%' }}
          onChange={(next) => change(index, { unitPrice: next ?? 0 })}
          onBlur={onBlur}
        />
      ),
    },
    {
      key: 'discount',
      title: '折扣（%）',
      width: 96,
      render: (_v, row, index) => (
        <InputNumber
          aria-label={`${line(index)}折扣`}
          value={row.discount}
          min={0}
          max={100}
          style={{ width: '100%' }}
          onChange={(next) => change(index, { discount: next ?? 0 })}
          onBlur={onBlur}
        />
      ),
    },
    { key: 'amount', title: '金额', width: 130, align: 'right', render: (_v, row) => money(lineAmount(row), symbol) },
    {
      key: 'remove',
      title: '操作',
      width: 56,
      align: 'center',
      render: (_v, _row, index) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${line(index)}`}
          disabled={value.length <= 1}
          onClick={() => onChange(value.filter((_item, at) => at !== index))}
        />
      ),
    },
  ];
  return (
    <div id={id}>
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        columns={columns}
        dataSource={value.map((item, key) => ({ ...item, key }))}
        scroll={{ x: 'max-content' }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={8} align="right">
              <Typography.Text>
                不含税金额 <Typography.Text strong>{money(totals.amount, symbol)}</Typography.Text>，税额（
                {taxRate ?? 0}%） <Typography.Text strong>{money(totals.tax, symbol)}</Typography.Text>，价税合计{' '}
                <Typography.Text strong data-testid="qtn-total">
                  {money(totals.total, symbol)}
                </Typography.Text>
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange([...value, emptyQtnItem])}
      >
        添加明细
      </Button>
    </div>
  );
}
