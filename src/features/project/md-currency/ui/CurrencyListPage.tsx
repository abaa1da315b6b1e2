import { Tag } from 'antd';
import * as z from 'zod/mini';
import { pmMdCurrency, pmMdCurrencyDisable } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const RATE_LABEL = '对人民币汇率';

/** At most 6 decimals: the rate is kept as the bank publishes it (7.105200), more would be rounded away unseen. */
const rateRule = z.number(`请输入${RATE_LABEL}`).check(
  z.gt(0, `${RATE_LABEL}须大于 0`),
  z.lte(100000, `${RATE_LABEL}不能大于 100000`),
  z.refine((value) => Number.isInteger(Math.round(value * 1e6 * 1e3) / 1e3), `${RATE_LABEL}最多 6 位小数`),
);

/**
 * 币种: ISO 4217 code, name, symbol, the rate to CNY with 6 decimals, and the base currency marked. The base
 * currency is never disabled, so never deleted either (删除 is offered on disabled rows only).
 */
export const CurrencyListPage = defineCrudScreen(pmMdCurrency, {
  noun: '币种',
  columns: [
    { dataIndex: 'code', title: '币种代码', example: 'USD', hideAble: false, sorter: true },
    {
      dataIndex: 'name',
      title: '币种名称',
      example: '人民币（本位币）',
      render: (_v, row) => (
        <>
          {row.name}
          {row.baseFlag && (
            <Tag color="processing" style={{ marginInlineStart: 8 }}>
              本位币
            </Tag>
          )}
        </>
      ),
    },
    { dataIndex: 'symbol', title: '符号', example: 'HK$' },
    {
      dataIndex: 'rateToCny',
      title: RATE_LABEL,
      align: 'right',
      example: '100,000.000000',
      render: (_v, row) => formatNumber(row.rateToCny, 6),
    },
    'status',
    { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    // A saved currency keeps its code (quotations refer to it).
    code: {
      placeholder: 'ISO 4217 三位大写字母，如 USD',
      rule: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '请输入币种代码'),
          z.regex(/^[A-Z]{3}$/, '币种代码须为 3 位大写字母（ISO 4217），如 USD'),
        ),
      disabled: (currency) => currency !== undefined,
    },
    name: { placeholder: '如 美元' },
    symbol: { placeholder: '如 $' },
    rateToCny: { label: RATE_LABEL, placeholder: '1 单位该币种折合人民币，最多 6 位小数', rule: rateRule },
    baseFlag: { label: '本位币' },
    remark: { kind: 'textarea', wide: true },
  },
  // A base currency is worth exactly 1 CNY.
  checks: [
    z.refine((body) => !body.baseFlag || body.rateToCny === 1, { message: '本位币的汇率须为 1', path: ['rateToCny'] }),
  ],
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      confirm: true,
      when: [
        { field: 'status', op: 'eq', value: 0 },
        { field: 'baseFlag', op: 'eq', value: false },
      ],
      run: (row, options) => pmMdCurrencyDisable({ body: { ids: [row.id] } }, options),
      done: '已停用',
    },
  ],
  status: ['enable', 'delete'],
});
