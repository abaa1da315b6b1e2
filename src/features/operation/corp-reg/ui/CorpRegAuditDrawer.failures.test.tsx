/**
 * 审核 of a registration says a failed or malformed detail in place with 重试, and offers no 通过 / 驳回 on nothing
 * (issue 28, item 8).
 */
import { describe } from 'vitest';
import type { opCorpReg } from '@/shared/api';
import type { RowOf } from '@/shared/ui/crud-screen';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { CorpRegAuditDrawer } from './CorpRegAuditDrawer';

// The drawer reads the row's id and name; the rest comes from the detail call.
const row = { id: '1716352000000700010', corpName: '深圳市创芯微电子有限公司' } as RowOf<typeof opCorpReg>;

describe('CorpRegAuditDrawer', () => {
  itSaysFailuresInPlace(
    () => <CorpRegAuditDrawer row={row} onClose={() => undefined} refetch={async () => undefined} />,
    '/',
    /获取详情失败/,
    { notShown: '通过' },
  );
});
