import { describe, expect, it } from 'vitest';
import { ackableIds, closableIds, closeProblem, warningObject } from './warnings';

const row = (id: string, state: 'OPEN' | 'ACKED' | 'CLOSED') => ({
  id,
  state,
  materialCode: 'EL-IC-F407',
  materialName: '主控芯片',
  houseName: '电子料仓',
  batchNo: 'B20241108-IC01',
});

describe('warnings', () => {
  const rows = [row('1', 'OPEN'), row('2', 'ACKED'), row('3', 'CLOSED')];

  it('acknowledges the open ones and closes the open and the acknowledged', () => {
    expect(ackableIds(rows)).toEqual(['1']);
    expect(closableIds(rows)).toEqual(['1', '2']);
  });

  it('names what a warning is about', () => {
    expect(warningObject(row('1', 'OPEN'))).toBe('EL-IC-F407 主控芯片 B20241108-IC01（电子料仓）');
    expect(warningObject({ ...row('1', 'OPEN'), batchNo: undefined })).toBe('EL-IC-F407 主控芯片（电子料仓）');
  });

  it('wants an action, and a remark for 其他', () => {
    expect(closeProblem(undefined, '')).toBe('请选择处理方式');
    expect(closeProblem('OTHER', '  ')).toBe('处理方式为“其他”时须填写备注');
    expect(closeProblem('OTHER', '与采购确认后处理')).toBeUndefined();
    expect(closeProblem('SCRAP', '')).toBeUndefined();
  });
});
