/**
 * 概览 says a failed or malformed answer in place with 重试, as the lists do, never a blank tab (issue 28, item 8).
 */
import { describe } from 'vitest';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { OverviewPage } from './OverviewPage';

describe('概览 tab', () => {
  itSaysFailuresInPlace(() => <OverviewPage />, '/project/projOverview?id=1716352000006000001', /获取项目概览失败/);
});
