import { describe, expect, it } from 'vitest';
import type { MfgProcess } from '@/entities/mes/mfg-process';
import { appendProcesses, draftsOf, moveStep, stepsBody, stepsProblem, totalMinutes } from './routing-steps';

const saved = [
  {
    id: '12',
    seq: 20,
    processId: '2',
    processCode: 'GX-020',
    processName: 'SMT 贴片',
    lineId: '1009',
    lineName: 'SMT-01',
    stdTime: 45,
    timeUnit: 'SEC',
    keyStep: true,
    checkpoint: true,
    linkType: 'FS',
  },
  {
    id: '11',
    seq: 10,
    processId: '1',
    processCode: 'GX-010',
    processName: '来料检验',
    lineId: null,
    lineName: null,
    stdTime: 3,
    timeUnit: 'MIN',
    keyStep: false,
    checkpoint: true,
    linkType: 'FS',
  },
] as const;
const packing = {
  id: '7',
  code: 'GX-070',
  name: '终检包装',
  processType: 'PACKING',
  stdTime: 4,
  timeUnit: 'MIN',
  inspectRequired: true,
  inspectMode: 'FULL',
  lineId: '1002',
  lineName: 'ZZ-02 总装二线',
  reportMode: 'SCAN',
  status: 0,
} satisfies MfgProcess;

describe('routing steps', () => {
  it('orders the saved steps by 序号 and adds picked processes with their own line, time and inspection', () => {
    const steps = appendProcesses(draftsOf(saved), [packing], 1);
    expect(steps.map((s) => s.key)).toEqual(['11', '12', 'new-1']);
    expect(steps[2]).toMatchObject({
      processId: '7',
      lineId: '1002',
      stdTime: 4,
      timeUnit: 'MIN',
      checkpoint: true,
      keyStep: false,
      linkType: 'FS',
    });
  });

  it('moves a step and renumbers 10, 20, 30 in what it sends', () => {
    const steps = moveStep(appendProcesses(draftsOf(saved), [packing], 1), 2, 0);
    expect(moveStep(steps, 0, -1)).toEqual(steps);
    expect(stepsBody('101', steps).steps.map((s) => [s.seq, s.processId])).toEqual([
      [10, '7'],
      [20, '1'],
      [30, '2'],
    ]);
    expect(stepsBody('101', steps).steps[0]).toEqual({
      processId: '7',
      seq: 10,
      lineId: '1002',
      stdTime: 4,
      timeUnit: 'MIN',
      keyStep: false,
      checkpoint: true,
      linkType: 'FS',
    });
  });

  it('totals seconds and minutes in minutes, and refuses an empty routing', () => {
    expect(totalMinutes(draftsOf(saved))).toBe(3.75);
    expect(stepsProblem([])).toBe('请至少添加一道工序');
    expect(stepsProblem(draftsOf(saved))).toBeUndefined();
  });
});
