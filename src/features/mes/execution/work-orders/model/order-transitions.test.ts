import { describe, expect, it } from 'vitest';
import type { MfgOrderStatus } from '@/entities/mes/mfg-order';
import { rowConditionPasses } from '@/shared/lib/table-query';
import { isShort, TRANSITIONS_FROM, transitionWhen, type OrderTransition } from './order-transitions';

const offered = (status: MfgOrderStatus) =>
  (['release', 'start', 'finish', 'close', 'cancel'] as OrderTransition[]).filter((t) =>
    rowConditionPasses({ status } as never, transitionWhen(t)),
  );

describe('work-order state machine', () => {
  it('offers on each row exactly the transitions its state allows', () => {
    expect(offered('DRAFT')).toEqual(['release', 'cancel']);
    expect(offered('RELEASED')).toEqual(['start', 'cancel']);
    expect(offered('IN_PROGRESS')).toEqual(['finish']);
    expect(offered('FINISHED')).toEqual(['close']);
    expect(offered('CLOSED')).toEqual([]);
    expect(offered('CANCELLED')).toEqual([]);
    for (const status of Object.keys(TRANSITIONS_FROM) as MfgOrderStatus[])
      expect(offered(status)).toEqual(TRANSITIONS_FROM[status]);
  });
  it('calls completion short while reported < planned', () => {
    expect(isShort({ completedQuantity: 310, plannedQuantity: 500 })).toBe(true);
    expect(isShort({ completedQuantity: 500, plannedQuantity: 500 })).toBe(false);
  });
});
