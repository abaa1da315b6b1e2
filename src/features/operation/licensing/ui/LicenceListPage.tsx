import * as z from 'zod/mini';
import { LICENCE_STATE_OPTIONS, LicenceStateTag, ModuleSelect, TenantSelect } from '@/entities/tenant';
import { opLicence } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { LicenceDetailDrawer } from './LicenceDetailDrawer';
import { Validity } from './Validity';

/**
 * 许可证 (bos.opLicence): licences by tenant and module with their validity; issue (never edited: revoke it and
 * issue another), detail with the function tree, revoke (asked first).
 */
export const LicenceListPage = defineCrudScreen(opLicence, {
  noun: '许可证',
  columns: [
    { dataIndex: 'licenceNo', title: '许可证号', example: 'LIC-2026-0001', hideAble: false, sorter: true },
    { dataIndex: 'tenantName', title: '租户', example: '佛山市顺德区美达电器有限公司', ellipsis: true },
    {
      dataIndex: 'moduleNames',
      title: '授权模块',
      width: 240,
      ellipsis: true,
      render: (_, licence) => licence.moduleNames.join('、'),
    },
    {
      dataIndex: 'userLimit',
      title: '用户数',
      align: 'right',
      example: '99999 / 99999',
      render: (_, licence) => `${licence.userCount ?? 0} / ${licence.userLimit}`,
    },
    {
      dataIndex: 'validTo',
      title: '有效期',
      width: 320,
      sorter: true,
      render: (_, licence) => <Validity licence={licence} />,
    },
    {
      dataIndex: 'state',
      title: '状态',
      options: LICENCE_STATE_OPTIONS,
      filter: true,
      example: '即将到期',
      render: (_, licence) => <LicenceStateTag state={licence.state} />,
    },
    { dataIndex: 'revokeReason', title: '吊销原因', width: 220, ellipsis: true, hide: true },
    'remark',
    { dataIndex: 'createTime', title: '签发时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: ['licenceNo', 'tenantName', 'state'],
  addTitle: '签发许可证',
  form: {
    tenantId: {
      label: '租户',
      kind: 'custom',
      render: (field) => <TenantSelect {...field} />,
    },
    userLimit: { label: '用户数上限' },
    moduleIds: {
      label: '授权模块',
      kind: 'custom',
      wide: true,
      rule: z.array(z.string()).check(z.minLength(1, '请至少选择一个授权模块')),
      render: (field) => <ModuleSelect {...field} />,
    },
    validFrom: { label: '生效日期', kind: 'date' },
    validTo: { label: '到期日期', kind: 'date' },
    remark: { kind: 'textarea', wide: true, placeholder: '合同号等' },
  },
  // The validity does not run backwards.
  checks: [
    z.refine((values) => !values.validFrom || !values.validTo || values.validTo >= values.validFrom, {
      message: '到期日期不能早于生效日期',
      path: ['validTo'],
    }),
  ],
  table: { addLabel: '签发许可证' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      // In the screen's chunk for the same reason as the module's function drawer (antd's Tree, first-load budget).
      load: () => Promise.resolve(LicenceDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'revoke',
      title: '吊销',
      when: { field: 'state', op: 'in', value: ['VALID', 'EXPIRING'] },
      load: () => import('./RevokeLicenceDialog').then((m) => m.RevokeLicenceDialog),
    },
  ],
});
