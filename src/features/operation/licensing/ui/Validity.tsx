import { Typography } from 'antd';
import { LICENCE_STATE_OPTIONS, LicenceStateTag, periodHint } from '@/entities/tenant';
import { type OpLicencePageData, opLicencePageSource, type OpLicencePageVariables } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type OpLicence = OpLicencePageData['rows'][number];
export type OpLicenceQuery = OpLicencePageVariables['body'];

/** The validity, red when expired and amber while expiring, with the days left or past. */
export function Validity({ licence }: { licence: Pick<OpLicence, 'validFrom' | 'validTo' | 'state'> }) {
  const hint = periodHint(licence.state, licence.validTo, formatDate(new Date()));
  const type =
    licence.state === 'EXPIRED'
      ? 'danger'
      : licence.state === 'EXPIRING'
        ? 'warning'
        : licence.state === 'REVOKED'
          ? 'secondary'
          : undefined;
  return (
    <Typography.Text type={type} delete={licence.state === 'REVOKED'}>
      {licence.validFrom} ~ {licence.validTo}
      {hint && `（${hint}）`}
    </Typography.Text>
  );
}

/** 许可证 columns: number, tenant, modules, users used of the limit, validity, state. */
export const licenceColumns: ColumnConfig<OpLicence>[] = [
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
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'createTime', title: '签发时间', example: '2026-01-01 00:00:00', hide: true },
];

export const licenceConditions: SearchCondition<keyof OpLicenceQuery & string>[] = [
  { key: 'licenceNo', title: '许可证号', type: 'input' },
  { key: 'tenantName', title: '租户', type: 'input' },
  { key: 'state', title: '状态', type: 'select', options: LICENCE_STATE_OPTIONS, multiple: true },
];

export const licenceSource = opLicencePageSource;
