import { Space, Typography } from 'antd';
import { LICENCE_STATE_OPTIONS, LicenceStateTag, periodHint } from '@/entities/tenant';
import {
  type OpTenantPageData,
  opTenantPageSource,
  type OpTenantPageVariables,
  opTenantExport,
  type OpTenantExportVariables,
} from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type OpTenant = OpTenantPageData['rows'][number];
export type OpTenantQuery = OpTenantPageVariables['body'];

/** The licence period, its state as a tag, and how many days are left (or past) when that matters. */
export function LicencePeriod({
  tenant,
  today,
}: {
  tenant: Pick<OpTenant, 'licenceFrom' | 'licenceTo' | 'licenceState'>;
  today: string;
}) {
  const hint = periodHint(tenant.licenceState, tenant.licenceTo, today);
  const warn = tenant.licenceState === 'EXPIRING' || tenant.licenceState === 'EXPIRED';
  return (
    <Space size={4} wrap>
      <Typography.Text
        type={tenant.licenceState === 'EXPIRED' ? 'danger' : tenant.licenceState === 'EXPIRING' ? 'warning' : undefined}
        strong={warn}
      >
        {tenant.licenceFrom} ~ {tenant.licenceTo}
      </Typography.Text>
      <LicenceStateTag state={tenant.licenceState} />
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Space>
  );
}

const today = () => formatDate(new Date());

/** 租户 columns: code, name, admin, the licence period (expired/expiring stand out), modules, enterprises, status. */
export const tenantColumns: ColumnConfig<OpTenant>[] = [
  { dataIndex: 'code', title: '租户编码', example: 'JG2026', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '租户名称', example: '佛山市顺德区美达电器有限公司', ellipsis: true },
  {
    dataIndex: 'adminName',
    title: '管理员',
    width: 200,
    render: (_, tenant) => `${tenant.adminName}（${tenant.adminAccount}）`,
  },
  { dataIndex: 'adminMobile', title: '管理员手机', example: '13812345678' },
  {
    dataIndex: 'licenceTo',
    title: '许可期限',
    width: 390,
    sorter: true,
    render: (_, tenant) => <LicencePeriod tenant={tenant} today={today()} />,
  },
  {
    dataIndex: 'moduleNames',
    title: '授权模块',
    width: 240,
    ellipsis: true,
    render: (_, tenant) => tenant.moduleNames.join('、'),
  },
  { dataIndex: 'corpCount', title: '企业数', align: 'right', example: '999' },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'createTime', title: '创建时间', example: '2026-01-01 00:00:00', hide: true },
];

export const tenantConditions: SearchCondition<keyof OpTenantQuery & string>[] = [
  { key: 'code', title: '租户编码', type: 'input' },
  { key: 'name', title: '租户名称', type: 'input' },
  { key: 'adminName', title: '管理员', type: 'input', placeholder: '账号或姓名' },
  { key: 'licenceState', title: '许可状态', type: 'select', options: LICENCE_STATE_OPTIONS, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const tenantSource = opTenantPageSource;

export const exportTenants = (request: OpTenantExportVariables['body']) => opTenantExport({ body: request });
