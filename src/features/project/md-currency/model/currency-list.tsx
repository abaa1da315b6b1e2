import { Tag } from 'antd';
import { pmMdCurrencyPageSource, type PmMdCurrencyPageData, type PmMdCurrencyPageVariables } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type PmMdCurrency = PmMdCurrencyPageData['rows'][number];
type Query = PmMdCurrencyPageVariables['body'];

/** 币种: ISO 4217 code, name, symbol, the rate to CNY with 6 decimals, and the base currency marked. */
export const currencyColumns: ColumnConfig<PmMdCurrency>[] = [
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
    title: '对人民币汇率',
    align: 'right',
    example: '100,000.000000',
    render: (_v, row) => formatNumber(row.rateToCny, 6),
  },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const currencyConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'name', title: '币种名称', type: 'input' },
  { key: 'code', title: '币种代码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const currencySource = pmMdCurrencyPageSource;
