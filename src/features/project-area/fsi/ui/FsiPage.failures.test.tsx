/**
 * 财务 says a failed or malformed answer in place with 重试, never an empty budget (issue 28, item 8).
 */
import { describe } from 'vitest';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { testUser } from '@/shared/lib/permission';
import { FsiPage } from './FsiPage';

describe('财务 tab', () => {
  itSaysFailuresInPlace(() => <FsiPage />, '/project/projFsi?id=1716352000006000001', /项目财务加载失败/, {
    notShown: '暂无预算',
    user: testUser({ projPermissions: ['projFsi:view'] }),
  });
});
