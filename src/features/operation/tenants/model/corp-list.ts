import { type OpCorpPageData, opCorpPageSource, type OpCorpPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type OpCorp = OpCorpPageData['rows'][number];
export type OpCorpQuery = OpCorpPageVariables['body'];

export const CORP_SOURCES: readonly SearchOption[] = [
  { value: 'REGISTRATION', title: '企业注册' },
  { value: 'MANUAL', title: '运营添加' },
];

/** Where the enterprise came from: the registration it was approved from (with its submit time), or added here. */
export function corpSourceText(corp: Pick<OpCorp, 'source' | 'corpRegSubmitTime'>): string {
  if (corp.source === 'MANUAL') return '运营添加';
  return corp.corpRegSubmitTime ? `企业注册（${corp.corpRegSubmitTime.slice(0, 10)} 提交）` : '企业注册';
}

export const regionText = (corp: Pick<OpCorp, 'province' | 'city' | 'district'>) =>
  [corp.province, corp.city, corp.district].filter(Boolean).join(' / ');

/** 企业 columns: name, alias, credit code, legal person, contact, industry, region, tenant, source, status. */
export const corpColumns: ColumnConfig<OpCorp>[] = [
  {
    dataIndex: 'corpName',
    title: '企业名称',
    example: '佛山市顺德区美达精密模具有限公司',
    hideAble: false,
    ellipsis: true,
  },
  { dataIndex: 'corpAlias', title: '简称', example: '科瑞新能源' },
  { dataIndex: 'uscc', title: '统一社会信用代码', width: 200 },
  { dataIndex: 'legalPerson', title: '法定代表人', example: '王振宇' },
  {
    dataIndex: 'contactName',
    title: '联系人',
    width: 170,
    render: (_, corp) => `${corp.contactName} ${corp.contactPhone}`,
  },
  { dataIndex: 'industry', title: '所属行业', width: 160, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'city', title: '地区', width: 180, ellipsis: true, render: (_, corp) => regionText(corp) },
  { dataIndex: 'tenantName', title: '所属租户', width: 180, ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'source',
    title: '来源',
    width: 190,
    options: CORP_SOURCES,
    filter: true,
    render: (_, corp) => corpSourceText(corp),
  },
  { dataIndex: 'userCount', title: '用户数', align: 'right', example: '999', hide: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'address', title: '详细地址', width: 240, ellipsis: true, hide: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
];

export const corpConditions: SearchCondition<keyof OpCorpQuery & string>[] = [
  { key: 'corpName', title: '企业名称', type: 'input', placeholder: '名称或简称' },
  { key: 'uscc', title: '统一社会信用代码', type: 'input' },
  { key: 'source', title: '来源', type: 'select', options: CORP_SOURCES, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const corpSource = opCorpPageSource;
