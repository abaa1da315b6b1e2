/**
 * A detail drawer says a failed or malformed answer in place with 重试, never a blank drawer (issue 28, item 8).
 */
import { describe } from 'vitest';
import { mdCustomerDetailQueryOptions } from '@/shared/api';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { DetailDrawer } from './DetailDrawer';

describe('DetailDrawer', () => {
  itSaysFailuresInPlace(
    () => (
      <DetailDrawer
        title="客户详情"
        onClose={() => undefined}
        query={mdCustomerDetailQueryOptions({ query: { id: '1716352000000300001' } })}
        items={(customer) => [{ label: '客户编码', value: customer.code }]}
      />
    ),
    '/',
    /获取详情失败/,
  );
});
