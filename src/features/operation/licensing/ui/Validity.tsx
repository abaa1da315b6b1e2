import { Typography } from 'antd';
import { periodHint } from '@/entities/tenant';
import type { opLicence } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import type { RowOf } from '@/shared/ui/crud-screen';

/** The validity, red when expired and amber while expiring, with the days left or past. */
export function Validity({ licence }: { licence: Pick<RowOf<typeof opLicence>, 'validFrom' | 'validTo' | 'state'> }) {
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
