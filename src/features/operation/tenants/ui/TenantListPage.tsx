import * as z from 'zod/mini';
import { LICENCE_STATE_OPTIONS, ModuleSelect } from '@/entities/tenant';
import { opTenant, opTenantListOperation } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { LicencePeriod } from './LicencePeriod';

const today = () => formatDate(new Date());

/** 租户 (bos.opTenant): tenants with their licence period and modules; add, edit, detail, enable/disable (asked first), export. */
export const TenantListPage = defineCrudScreen(opTenant, {
  noun: '租户',
  columns: [
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
      // Expired and expiring periods stand out.
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
    'status',
    'remark',
    'createTime',
  ],
  conditions: [
    'code',
    'name',
    { key: 'adminName', title: '管理员', type: 'input', placeholder: '账号或姓名' },
    { key: 'licenceState', title: '许可状态', type: 'select', options: LICENCE_STATE_OPTIONS, multiple: true },
    'status',
  ],
  // The admin account is created with the tenant and fixed after, as is the code.
  form: {
    code: { disabled: (tenant) => tenant !== undefined },
    name: {},
    adminAccount: {
      label: '管理员账号',
      placeholder: '字母开头，4–32 位字母、数字、下划线',
      disabled: (tenant) => tenant !== undefined,
    },
    adminName: { label: '管理员姓名' },
    adminMobile: { label: '管理员手机号', placeholder: '接收初始密码的手机号' },
    licenceFrom: { label: '许可开始日期', kind: 'date' },
    licenceTo: { label: '许可结束日期', kind: 'date' },
    moduleIds: {
      label: '授权模块',
      kind: 'custom',
      wide: true,
      rule: z.array(z.string()).check(z.minLength(1, '请至少选择一个授权模块')),
      render: (field) => <ModuleSelect {...field} />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  // The period does not run backwards (both YYYY-MM-DD, so text order is date order).
  checks: [
    z.refine((values) => !values.licenceFrom || !values.licenceTo || values.licenceTo >= values.licenceFrom, {
      message: '许可结束日期不能早于开始日期',
      path: ['licenceTo'],
    }),
  ],
  formWidth: 760,
  detail: {
    width: 'default',
    columns: 2,
    items: (tenant, renderDict) => [
      'code',
      'name',
      'adminAccount',
      { label: '管理员姓名', value: tenant.adminName },
      { label: '管理员手机号', value: tenant.adminMobile },
      { label: '状态', value: renderDict('common_status', tenant.status) },
      { label: '许可期限', value: <LicencePeriod tenant={tenant} today={today()} />, span: 2 },
      { label: '授权模块', value: tenant.moduleNames.join('、'), span: 2 },
      { label: '企业数', value: String(tenant.corpCount) },
      { label: '备注', value: tenant.remark, span: 2 },
    ],
  },
  // The tenant choosers (企业管理, 许可证) read the list call.
  alsoRefetch: [opTenantListOperation],
  table: { selection: 'checkbox' },
});
