import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { TenantSelect } from '@/entities/tenant';
import { opCorp, opTenantListQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import type { SearchOption } from '@/shared/lib/table-query';
import { usccProblem } from '@/shared/lib/uscc';
import { defineCrudScreen, type QueryOf, type RowOf } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { TreePanel } from '@/shared/ui/tree-panel';

type Corp = RowOf<typeof opCorp>;

const CORP_SOURCES: readonly SearchOption[] = [
  { value: 'REGISTRATION', title: '企业注册' },
  { value: 'MANUAL', title: '运营添加' },
];

/** Where the enterprise came from: the registration it was approved from (with its submit time), or added here. */
function corpSourceText(corp: Pick<Corp, 'source' | 'corpRegSubmitTime'>): string {
  if (corp.source === 'MANUAL') return '运营添加';
  return corp.corpRegSubmitTime ? `企业注册（${corp.corpRegSubmitTime.slice(0, 10)} 提交）` : '企业注册';
}

const regionText = (corp: Pick<Corp, 'province' | 'city' | 'district'>) =>
  [corp.province, corp.city, corp.district].filter(Boolean).join(' / ');

const USCC_LABEL = '统一社会信用代码';

/** The code's format and its GB 32100 check character, said in Chinese before the server is asked. */
const usccRule = z.string().check(
  z.trim(),
  z.minLength(1, `请输入${USCC_LABEL}`),
  z.superRefine((value, context) => {
    const problem = value === '' ? undefined : usccProblem(value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

/** 企业: add (in the tenant chosen beside the list), edit, detail (where it came from), enable/disable. */
export const CorpList = defineCrudScreen(opCorp, {
  noun: '企业',
  columns: [
    {
      dataIndex: 'corpName',
      title: '企业名称',
      example: '佛山市顺德区美达精密模具有限公司',
      hideAble: false,
      ellipsis: true,
    },
    { dataIndex: 'corpAlias', title: '简称', example: '科瑞新能源' },
    { dataIndex: 'uscc', title: USCC_LABEL, width: 200 },
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
    'status',
    { dataIndex: 'address', title: '详细地址', width: 240, ellipsis: true, hide: true },
    'remark',
  ],
  conditions: [
    { key: 'corpName', title: '企业名称', type: 'input', placeholder: '名称或简称' },
    { key: 'uscc', title: USCC_LABEL, type: 'input' },
    'source',
    'status',
  ],
  form: {
    tenantId: {
      label: '所属租户',
      kind: 'custom',
      render: (field) => <TenantSelect {...field} />,
    },
    corpName: { placeholder: '与营业执照一致' },
    corpAlias: { label: '企业简称' },
    uscc: { label: USCC_LABEL, rule: usccRule },
    legalPerson: {},
    contactName: {},
    contactPhone: { label: '联系电话', placeholder: '手机号或区号-座机号' },
    industry: {},
    province: { label: '省' },
    city: { label: '市' },
    district: { label: '区/县' },
    address: { wide: true },
    remark: { kind: 'textarea', wide: true },
  },
  // A new enterprise starts in the tenant chosen beside the list.
  empty: (scope) => ({ tenantId: scope?.tenantId ?? '' }),
  formWidth: 760,
  detail: {
    width: 'default',
    columns: 2,
    items: (corp, renderDict) => [
      { label: '企业名称', value: corp.corpName, span: 2 },
      { label: '企业简称', value: corp.corpAlias },
      { label: USCC_LABEL, value: corp.uscc },
      'legalPerson',
      'industry',
      { label: '联系人', value: corp.contactName },
      'contactPhone',
      { label: '地区', value: regionText(corp) },
      'tenantName',
      { label: '详细地址', value: corp.address, span: 2 },
      { label: '来源', value: corpSourceText(corp) },
      { label: '状态', value: renderDict('common_status', corp.status) },
      { label: '用户数', value: corp.userCount === undefined ? undefined : String(corp.userCount) },
      { label: '备注', value: corp.remark, span: 2 },
    ],
  },
});

/** 企业管理 (bos.opCorpManage): the tenants on the left narrow the enterprises on the right; a new one starts in the chosen tenant. */
export function CorpListPage() {
  const [tenantId, setTenantId] = useState<string>();
  const tenants = useQuery(opTenantListQueryOptions());
  const nodes = useMemo(
    () =>
      (tenants.data ?? []).map((tenant) => ({
        id: tenant.id,
        title: tenant.status === 0 ? tenant.name : `${tenant.name}（已停用）`,
      })),
    [tenants.data],
  );
  const tenantName = tenantId ? (tenants.data?.find((tenant) => tenant.id === tenantId)?.name ?? tenantId) : undefined;
  const extendedParams = useMemo<Partial<QueryOf<typeof opCorp>> | undefined>(
    () => (tenantId ? { tenantId } : undefined),
    [tenantId],
  );
  return (
    <TreeListLayout
      aside={
        <TreePanel
          label="租户"
          nodes={nodes}
          loading={tenants.isPending}
          error={tenants.isError ? `租户加载失败：${userMessageOf(tenants.error)}` : undefined}
          selectedId={tenantId}
          onSelect={setTenantId}
        />
      }
    >
      <CorpList
        extendedParams={extendedParams}
        scope={
          tenantName && (
            <Tag closable color="processing" onClose={() => setTenantId(undefined)}>
              租户：{tenantName}
            </Tag>
          )
        }
      />
    </TreeListLayout>
  );
}
