/**
 * 计划 says a failed or malformed answer in place with 重试, as the lists do, never an empty plan (issue 28, item 8).
 */
import { describe } from 'vitest';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { ProjectPlanPage } from './ProjectPlanPage';

describe('计划 tab', () => {
  itSaysFailuresInPlace(() => <ProjectPlanPage />, '/project/projPlan?id=1716352000006000001', /计划加载失败/, {
    notShown: '项目还没有计划任务',
  });
});
