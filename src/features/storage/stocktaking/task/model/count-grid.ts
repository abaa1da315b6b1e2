import {
  countDiff,
  countOfText,
  countTextProblem,
  linesToRecount,
  ST_QUALITY_STATES,
  thresholdText,
  type CountThreshold,
} from '@/entities/storage/stock';
import type { ResultRow, StCountTaskDetailData, StCountTaskPageData, StCountTaskSubmitVariables } from '@/shared/api';
import type { GridColumn } from '@/shared/ui/editable-grid';

/** A task as the list shows it, and as its detail answers (a blind task's lines have no bookQty / diffQty). */
export type TaskRow = StCountTaskPageData['rows'][number];
export type TaskDetail = StCountTaskDetailData;
type TaskLine = TaskDetail['lines'][number];
export type CountBody = StCountTaskSubmitVariables['body'];

/**
 * A line as the count grid holds it: what it shows of the line, and the two counts as typed (text, so that a scanned
 * label can land in the cell and be taken apart: scanIntoCounts). `bookQty` only when the server gave it (明盘).
 */
export type CountGridLine = {
  id: string;
  lineNo: number;
  locationCode: string;
  locationName: string;
  materialCode: string;
  materialName: string;
  batchNo: string;
  qualityState: TaskLine['qualityState'];
  uomName: string;
  uomPrecision: number;
  bookQty: number | undefined;
  countText: string;
  recountText: string;
  recountAsked: boolean;
};

const textOf = (qty: number | null) => (qty === null ? '' : String(qty));

export function gridLineOf(line: TaskLine): CountGridLine {
  return {
    id: line.id,
    lineNo: line.lineNo,
    locationCode: line.locationCode,
    locationName: line.locationName,
    materialCode: line.materialCode,
    materialName: line.materialName,
    batchNo: line.batchNo,
    qualityState: line.qualityState,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    bookQty: line.bookQty,
    countText: textOf(line.countQty),
    recountText: textOf(line.recountQty),
    recountAsked: line.recountAsked,
  };
}

/** What 保存 and 提交 send: each line's counts (empty is not counted). */
export function countBody(taskId: string, lines: readonly CountGridLine[]): CountBody {
  return {
    id: taskId,
    lines: lines.map((line) => ({
      id: line.id,
      countQty: countOfText(line.countText),
      recountQty: countOfText(line.recountText),
    })),
  };
}

const where = (line: CountGridLine) =>
  `第 ${line.lineNo} 行 ${line.locationCode} ${line.materialCode} 批次 ${line.batchNo}`;

/** The cells' problems by line, as the grid says them (a count that is no quantity). */
export function cellProblems(lines: readonly CountGridLine[]): string[] {
  return lines.flatMap((line) =>
    [countTextProblem(line.countText, line, '实盘数'), countTextProblem(line.recountText, line, '复盘数')]
      .filter((problem): problem is string => problem !== undefined)
      .map((problem) => `第 ${line.lineNo} 行 ${problem}`),
  );
}

/** Before 提交: every line counted (1018503), and a recount asked is given. */
export function uncountedProblems(lines: readonly CountGridLine[]): string[] {
  return lines.flatMap((line) => {
    if (line.countText.trim() === '') return [`${where(line)} 尚未盘点`];
    if (line.recountAsked && line.recountText.trim() === '') return [`${where(line)} 需复盘，请填写复盘数`];
    return [];
  });
}

/**
 * A 明盘 task's lines over the threshold and not recounted: asked for a recount before anything is sent (the
 * server's 1018501, said on the screen). A blind line has no book quantity: never here.
 */
export function openRecounts(lines: readonly CountGridLine[], threshold: CountThreshold): CountGridLine[] {
  const open = lines.flatMap((line) =>
    line.bookQty === undefined
      ? []
      : [
          {
            line,
            lineNo: line.lineNo,
            bookQty: line.bookQty,
            countQty: countOfText(line.countText),
            recountQty: countOfText(line.recountText),
            uomPrecision: line.uomPrecision,
          },
        ],
  );
  return linesToRecount(open, threshold).map((entry) => entry.line);
}

export function recountMessage(line: CountGridLine, threshold: CountThreshold): string {
  return `${where(line)} 差异超过阈值（${thresholdText(threshold, line.uomName)}），请复盘`;
}

/** The server's 1018501: its result rows name the lines (rowNum = 行号) to recount, never their book quantities. */
export function recountLinesOf(rows: readonly ResultRow[] | undefined): Set<number> {
  return new Set((rows ?? []).map((row) => row.rowNum));
}

export function askRecount(lines: readonly CountGridLine[], lineNos: ReadonlySet<number>): CountGridLine[] {
  return lines.map((line) => (lineNos.has(line.lineNo) ? { ...line, recountAsked: true } : line));
}

/** The grid's columns; 账面数 and 差异 only for a 明盘 task, never built for a blind one. */
export function countColumns(blind: boolean, editable: boolean): GridColumn<CountGridLine>[] {
  const right = 'right' as const;
  const diffOf = (line: CountGridLine) =>
    line.bookQty === undefined
      ? null
      : countDiff(line.bookQty, countOfText(line.recountText) ?? countOfText(line.countText), line.uomPrecision);
  const columns: GridColumn<CountGridLine>[] = [
    { key: 'locationCode', title: '库位', width: 100, kind: 'readonly' },
    {
      key: 'materialCode',
      title: '物料',
      width: 190,
      kind: 'readonly',
      text: (line) => `${line.materialCode} ${line.materialName}`,
    },
    { key: 'batchNo', title: '批次', width: 130, kind: 'readonly' },
    {
      key: 'qualityState',
      title: '质量状态',
      width: 80,
      kind: 'readonly',
      text: (line) => ST_QUALITY_STATES[line.qualityState].label,
    },
  ];
  if (!blind)
    columns.push({
      key: 'bookQty',
      title: '账面数',
      width: 100,
      kind: 'readonly',
      align: right,
      decimals: (line) => ({ places: line.uomPrecision, unit: line.uomName }),
    });
  columns.push(
    {
      key: 'countText',
      title: '实盘数',
      width: 110,
      align: right,
      readOnly: !editable,
      rule: (value, line) => countTextProblem(String(value ?? ''), line, '实盘数'),
    },
    {
      key: 'recountText',
      title: '复盘数',
      width: 110,
      align: right,
      readOnly: (line) => !editable || !line.recountAsked,
      rule: (value, line) => countTextProblem(String(value ?? ''), line, '复盘数'),
    },
  );
  if (!blind)
    columns.push({
      key: 'diff',
      title: '差异',
      width: 90,
      kind: 'readonly',
      align: right,
      value: diffOf,
      decimals: (line) => ({ places: line.uomPrecision, unit: line.uomName }),
    });
  columns.push({ key: 'uomName', title: '单位', width: 60, kind: 'readonly' });
  return columns;
}
