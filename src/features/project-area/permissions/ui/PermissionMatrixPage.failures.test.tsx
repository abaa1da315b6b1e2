/**
 * 权限 says a failed or malformed answer in place with 重试, never an empty matrix (issue 28, item 8).
 */
import { describe } from 'vitest';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { PermissionMatrixPage } from './PermissionMatrixPage';

describe('权限 tab', () => {
  itSaysFailuresInPlace(
    () => <PermissionMatrixPage />,
    '/project/projPermission?id=1716352000006000001',
    /项目权限加载失败/,
  );
});
