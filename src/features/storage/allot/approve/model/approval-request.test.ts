import { describe, expect, it } from 'vitest';
import { asRequest } from './approval-request';
import type { StAllotDetailData } from '@/shared/api';

describe('asRequest', () => {
  it('reads the transfer state as the request state the decision waits for', () => {
    const detail = { id: '1716352000000600006', state: 'SUBMITTED', allotState: 'APPROVING', canApprove: true };
    const request = asRequest(detail as unknown as StAllotDetailData);
    expect(request.state).toBe('APPROVING');
    expect(request.canApprove).toBe(true);
  });
});
