/** 注册详情 says a failed or malformed detail in place with 重试 (issue 28, item 8; shared/ui/load-failure QueryFailure). */
import { describe } from 'vitest';
import type { opCorpReg } from '@/shared/api';
import type { RowOf } from '@/shared/ui/crud-screen';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { CorpRegDetailDrawer } from './CorpRegDetailDrawer';

// The drawer reads the row's id and name; the rest comes from the detail call.
const row = { id: '1716352000000700010', corpName: '深圳市创芯微电子有限公司' } as RowOf<typeof opCorpReg>;

describe('CorpRegDetailDrawer', () => {
  itSaysFailuresInPlace(
    () => <CorpRegDetailDrawer row={row} onClose={() => undefined} refetch={async () => undefined} />,
    '/',
    /获取详情失败/,
  );
});
