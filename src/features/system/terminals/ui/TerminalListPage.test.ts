import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TerminalListPage } from './TerminalListPage';

const terminalForm = declaredForm(TerminalListPage);

const valid = {
  ...terminalForm.empty,
  code: 'PDA-WH-03',
  name: '仓库手持 3 号',
  type: 'PDA',
  mac: '7c:2a:31:0b:9e:44',
};

function messages(values: object) {
  const result = terminalForm.schema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('终端 form rules', () => {
  it('asks for code, name, type and MAC in Chinese', () => {
    expect(messages(terminalForm.empty)).toEqual({
      code: '请输入终端编码',
      name: '请输入名称',
      type: '请选择类型',
      mac: '请输入MAC 地址',
    });
  });

  it('refuses a malformed MAC or IP address', () => {
    expect(messages({ mac: '7C-2A-31-0B-9E-44' })).toEqual({
      mac: 'MAC 地址应为 6 组两位十六进制数，以冒号分隔，如 00:1A:2B:3C:4D:5E',
    });
    expect(messages({ mac: '7C:2A:31:0B:9E' })).toEqual({
      mac: 'MAC 地址应为 6 组两位十六进制数，以冒号分隔，如 00:1A:2B:3C:4D:5E',
    });
    expect(messages({ ip: '10.20.300.1' })).toEqual({ ip: 'IP 地址应为 4 段 0–255 的数字，如 10.20.11.105' });
  });

  it('sends the MAC in upper case and empty optional fields as null', () => {
    expect(terminalForm.schema.parse({ ...valid, ip: '10.20.30.63' })).toEqual({
      code: 'PDA-WH-03',
      name: '仓库手持 3 号',
      type: 'PDA',
      model: null,
      serialNo: null,
      mac: '7C:2A:31:0B:9E:44',
      ip: '10.20.30.63',
      lineId: null,
      location: null,
      remark: null,
    });
  });
});
