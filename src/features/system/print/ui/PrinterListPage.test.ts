import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PrinterListPage } from './PrinterListPage';

const { schema: printerSchema, empty: emptyPrinter } = declaredForm(PrinterListPage);

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('打印机 form rules', () => {
  it('asks for the name and paper; a network printer for its IP and port', () => {
    expect(messages(printerSchema.safeParse(emptyPrinter))).toEqual({
      name: '请输入名称',
      paperSize: '请输入默认纸张',
      ip: '请输入IP 地址',
    });
    const named = { ...emptyPrinter, name: '总装一线标签机', paperSize: '100×60 mm', port: null };
    expect(messages(printerSchema.safeParse(named))).toEqual({ ip: '请输入IP 地址', port: '请输入端口' });
    expect(messages(printerSchema.safeParse({ ...named, ip: '192.168.20.300', port: 9100 }))).toEqual({
      ip: 'IP 地址格式不正确',
    });
  });

  it('sends exactly the body, with the unused connection fields as null', () => {
    const local = {
      ...emptyPrinter,
      name: '仓库激光打印机',
      type: 'LASER',
      connType: 'LOCAL',
      ip: '192.168.20.31',
      shareName: '\\\\WH-PC01\\HP-M406',
      paperSize: 'A4',
    } as const;
    expect(printerSchema.safeParse(local).data).toEqual({
      name: '仓库激光打印机',
      type: 'LASER',
      connType: 'LOCAL',
      location: null,
      ip: null,
      port: null,
      shareName: '\\\\WH-PC01\\HP-M406',
      paperSize: 'A4',
      remark: null,
    });
    expect(messages(printerSchema.safeParse({ ...local, shareName: '' }))).toEqual({ shareName: '请输入共享名' });
  });
});
