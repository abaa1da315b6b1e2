import type { CODE_LETTERS, INSPECTION_LEVELS, SEVERITIES } from './constants';

export type InspectionLevel = (typeof INSPECTION_LEVELS)[number];
export type Severity = (typeof SEVERITIES)[number];
export type CodeLetter = (typeof CODE_LETTERS)[number];
/** A plan's letter: a code letter, or S (样本量 3150), which only 表 2-B has. */
export type PlanLetter = CodeLetter | 'S';

/** ↓: use the first plan below the arrow; ↑: the first plan above. */
export type Arrow = '↓' | '↑';
export type AcRe = readonly [ac: number, re: number];
/** A cell of 表 2-A/2-B/2-C: a plan, an arrow, or null where the table is blank (表 2-B's S row). */
export type TableCell = AcRe | Arrow | null;

export interface TableRow {
  readonly letter: PlanLetter;
  readonly sampleSize: number;
  /** One cell per AQL column, in AQL_LABELS order. */
  readonly cells: readonly TableCell[];
}

export interface SingleSamplingTable {
  readonly id: '2-A' | '2-B' | '2-C';
  readonly title: string;
  readonly rows: readonly TableRow[];
}

export interface SamplingInput {
  /** 批量 */
  lotSize: number;
  /** 检验水平 */
  level: InspectionLevel;
  /** 严格度 */
  severity: Severity;
  /** 接收质量限: one of AQL_VALUES, or 0 (see samplingPlan). */
  aql: number;
}

export interface SamplingPlan {
  /** 样本量字码 from 表 1. */
  codeLetter: CodeLetter;
  /** The letter of the plan used, after following the table's arrow (the code letter when the cell has a plan). */
  planLetter: PlanLetter;
  /** The arrow followed from the code letter's cell, if any. */
  arrow?: Arrow;
  /** Which table the plan comes from. */
  table: SingleSamplingTable['id'];
  /** The table's sample size for the plan letter. */
  tableSampleSize: number;
  /** What to inspect: the table's sample size, or the whole lot when that is not larger (全检). */
  sampleSize: number;
  ac: number;
  re: number;
  /** 全检: the table's sample size reaches the lot size, so every unit of the lot is inspected. */
  fullInspection: boolean;
  /** Why the plan is not the plain table cell (arrow, 全检, AQL 0, AQL above 10), in Chinese. */
  note?: string;
}

/** Which input a refusal is about, so a form can show it at the field. */
export interface SamplingInputProblem {
  field: keyof SamplingInput;
  message: string;
}
