/**
 * An edit that starts from the detail says a failed or malformed detail in place with 重试: never an endless skeleton
 * or a form filled from nothing (issue 28, item 8).
 */
import { describe } from 'vitest';
import { mdCustomerDetailQueryOptions } from '@/shared/api';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { EditFromDetail } from './EditFromDetail';

describe('EditFromDetail', () => {
  itSaysFailuresInPlace(
    () => (
      <EditFromDetail
        title="编辑客户"
        onClose={() => undefined}
        query={mdCustomerDetailQueryOptions({ query: { id: '1716352000000300001' } })}
      >
        {(customer) => <p>表单 {customer.code}</p>}
      </EditFromDetail>
    ),
    '/',
    /获取详情失败/,
    { notShown: '表单' },
  );
});
