import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { stopBody } from '../model/stop-rules';
import { LineStopListPage } from './LineStopListPage';

const { schema, empty } = declaredForm(LineStopListPage);

const fault = {
  lineId: '1716352000000001001',
  taskId: '1716352000073000106',
  reasonType: 'EQUIPMENT_FAULT',
  equipmentId: '1716352000075000005',
  expectedMinutes: 90,
  description: ' 老化测试柜 3 号仓温控失效 ',
  reporterId: '1716352000000000201',
};

const messages = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const sent = (values: typeof fault) => stopBody(schema.parse(values));

describe('停线申请 form rules', () => {
  it('gives exactly the add body; equipment only for 设备故障, an empty task or note as null', () => {
    expect(sent(fault)).toEqual({ ...fault, description: '老化测试柜 3 号仓温控失效' });
    expect(sent({ ...fault, reasonType: 'MATERIAL_SHORTAGE', taskId: '', description: '  ' })).toEqual({
      ...fault,
      reasonType: 'MATERIAL_SHORTAGE',
      taskId: null,
      equipmentId: null,
      description: null,
    });
  });

  it('asks for the line, the reason, the duration and the reporter of an empty form', () => {
    expect(messages(empty)).toEqual([
      ['lineId', '请选择产线'],
      ['reasonType', '请选择停线原因'],
      ['expectedMinutes', '请输入预计停线时长'],
      ['reporterId', '请选择报告人'],
    ]);
  });

  it('refuses a duration outside 5–1440 whole minutes, and 设备故障 without the equipment', () => {
    expect(messages({ ...fault, expectedMinutes: 3 })).toEqual([
      ['expectedMinutes', '预计停线时长应在 5 到 1440 分钟之间'],
    ]);
    expect(messages({ ...fault, expectedMinutes: 1500 })).toEqual([
      ['expectedMinutes', '预计停线时长应在 5 到 1440 分钟之间'],
    ]);
    expect(messages({ ...fault, expectedMinutes: 7.5 })).toEqual([['expectedMinutes', '预计停线时长必须是整数分钟']]);
    expect(messages({ ...fault, equipmentId: '' })).toEqual([['equipmentId', '设备故障请选择故障设备']]);
    // Both told at once: an empty duration does not hide the missing equipment.
    expect(messages({ ...fault, equipmentId: '', expectedMinutes: null })).toEqual([
      ['expectedMinutes', '请输入预计停线时长'],
      ['equipmentId', '设备故障请选择故障设备'],
    ]);
  });
});
