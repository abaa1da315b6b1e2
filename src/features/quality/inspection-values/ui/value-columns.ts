import { cellJudgement, limitsText, ngReason, type InspectionLine } from '@/entities/quality/inspection';
import { qmIqcInspectionSaveValuesBodyFacts } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';
import type { SampleRow } from '../model/value-grid';

const QUALITATIVE_OPTIONS = [
  { value: 'OK', title: '合格' },
  { value: 'NG', title: '不合格' },
];

const valueFacts = qmIqcInspectionSaveValuesBodyFacts.values.items.value;

/** '电容量（μF）10.00 / 9.00–11.00': the item, its unit, standard value and limits, as the header says them. */
export function lineTitle(line: InspectionLine): string {
  const unit = line.uomSymbol ? `（${line.uomSymbol}）` : '';
  if (line.valueType === 'QUALITATIVE') return `${line.itemName}${unit} 定性`;
  const standard =
    line.standardValue === null || line.standardValue === undefined
      ? ''
      : `${formatNumber(line.standardValue, line.precision ?? 6)} / `;
  return `${line.itemName}${unit}${standard}${limitsText(line)}`;
}

/** How a cell shows: the value in the unit's decimals, or the 定性 choice, with NG said after it. */
function cellText(line: InspectionLine, value: unknown): string {
  const judged = cellJudgement(line, value as number | string | null);
  const shown =
    line.valueType === 'QUALITATIVE'
      ? value === 'OK'
        ? '合格'
        : '不合格'
      : typeof value === 'number'
        ? formatNumber(value, line.precision ?? 6).replace(/,/g, '')
        : String(value);
  return judged === 'NG' ? `${shown} NG` : shown;
}

/**
 * The grid's columns: the sample number, then one per per-sample line (a number in its unit's decimals, or 合格 /
 * 不合格 for a 定性 line); a cell past the line's 检测数 does not exist and cannot be typed.
 */
export function valueColumns(lines: readonly InspectionLine[], judged: boolean): GridColumn<SampleRow>[] {
  return [
    { key: 'sampleNo', title: '样本', width: 64, kind: 'readonly', align: 'right' },
    ...lines.map((line): GridColumn<SampleRow> => ({
      key: line.id,
      title: lineTitle(line),
      width: 260,
      align: line.valueType === 'QUALITATIVE' ? 'center' : 'right',
      ...(line.valueType === 'QUALITATIVE'
        ? { kind: 'select' as const, options: QUALITATIVE_OPTIONS }
        : {
            kind: 'number' as const,
            facts: valueFacts,
            decimals: () => ({ places: line.precision ?? 6, ...(line.uomSymbol ? { unit: line.uomSymbol } : {}) }),
          }),
      readOnly: (row) => judged || row.sampleNo > line.checkQty,
      text: (row) => cellText(line, row[line.id]),
    })),
  ];
}

/** A sample's NG cells, said in amber at the first and above the grid (they never refuse the save). */
export function ngRule(lines: readonly InspectionLine[]) {
  return (row: SampleRow): Omit<GridProblem, 'row'> | undefined => {
    const ng = lines.filter(
      (line) => row.sampleNo <= line.checkQty && cellJudgement(line, row[line.id] as number | string | null) === 'NG',
    );
    const first = ng[0];
    if (!first) return undefined;
    const said = ng.map(
      (line) =>
        `${line.itemName} ${cellText(line, row[line.id]).replace(/ NG$/, '')} ${ngReason(line, row[line.id] as number | string)}`,
    );
    return { key: first.id, level: 'warning', message: `样本 ${row.sampleNo} NG：${said.join('；')}` };
  };
}
