import { Space, Typography } from 'antd';
import { LicenceStateTag, periodHint } from '@/entities/tenant';
import type { opTenant } from '@/shared/api';
import type { RowOf } from '@/shared/ui/crud-screen';

/** The licence period, its state as a tag, and how many days are left (or past) when that matters. */
export function LicencePeriod({
  tenant,
  today,
}: {
  tenant: Pick<RowOf<typeof opTenant>, 'licenceFrom' | 'licenceTo' | 'licenceState'>;
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
