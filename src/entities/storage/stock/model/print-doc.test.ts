import { describe, expect, it } from 'vitest';
import { docPrintFields, printTotals, stockPrintColumns, type PrintableLine } from './print-doc';
import type { StDocHead } from './types';

const line = (lineNo: number, uomName: string, uomPrecision: number): PrintableLine => ({
  id: String(lineNo),
  lineNo,
  materialCode: `M-${lineNo}`,
  materialName: '物料',
  specification: null,
  uomName,
  uomPrecision,
  batchNo: null,
});

describe('a storage document as printed (docs/design/scm-storage.md → Print)', () => {
  it('adds up the quantity per unit with the unit’s decimals, and counts the lines', () => {
    const lines = [line(1, '台', 0), line(2, 'kg', 3), line(3, '台', 0)];
    const qty = [100, 12.5, 50];
    expect(printTotals(lines, (l) => qty[l.lineNo - 1] ?? 0)).toEqual(['共 3 行', '合计数量：150 台 / 12.500 kg']);
    expect(printTotals(lines)).toEqual(['共 3 行']);
  });

  it('heads every document with 单号, 业务日期 and 仓库, the kind’s fields, then 经办人 and 过账时间', () => {
    const head = {
      id: '1',
      docNo: 'MV-20261128-0001',
      state: 'POSTED',
      houseId: '2',
      houseName: '电子料仓',
      bizDate: '2026-11-28',
      operatorName: null,
      postTime: '2026-11-28 10:00:00',
      reversed: false,
    } satisfies StDocHead;
    const fields = docPrintFields(head, [{ key: 'reason', label: '原因', value: '整理' }]);
    expect(fields.map((f) => [f.key, f.value])).toEqual([
      ['docNo', 'MV-20261128-0001'],
      ['bizDate', '2026-11-28'],
      ['houseName', '电子料仓'],
      ['reason', '整理'],
      ['operatorName', ''],
      ['postTime', '2026-11-28 10:00:00'],
    ]);
  });

  it('prints the material columns first and the unit last, around the kind’s', () => {
    const titles = stockPrintColumns<PrintableLine>([{ title: '库位', text: () => 'A-01' }]).map((c) => c.title);
    expect(titles).toEqual(['行号', '物料编码', '物料名称', '规格型号', '批次', '库位', '单位']);
  });
});
