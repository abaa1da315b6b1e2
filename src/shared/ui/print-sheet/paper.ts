import type { OpPrintTemplatePageData } from '@/shared/api';

type Template = OpPrintTemplatePageData['rows'][number];
export type PaperSize = Template['paperSize'];
export type Orientation = Template['orientation'];

/** The papers of the contract with their size in millimetres (portrait). */
export const PAPERS: Record<PaperSize, { title: string; width: number; height: number }> = {
  A4: { title: 'A4（210×297 mm）', width: 210, height: 297 },
  A5: { title: 'A5（148×210 mm）', width: 148, height: 210 },
  B5: { title: 'B5（176×250 mm）', width: 176, height: 250 },
  LABEL_100X60: { title: '标签（100×60 mm）', width: 60, height: 100 },
};

export const ORIENTATIONS: Record<Orientation, string> = { PORTRAIT: '纵向', LANDSCAPE: '横向' };

export const paperOptions = Object.entries(PAPERS).map(([value, paper]) => ({ value, title: paper.title }));
export const orientationOptions = Object.entries(ORIENTATIONS).map(([value, title]) => ({ value, title }));

/** The sheet as it prints: width and height in millimetres for the orientation. */
export function sheetSize(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const { width, height } = PAPERS[paper];
  return orientation === 'LANDSCAPE'
    ? { width: Math.max(width, height), height: Math.min(width, height) }
    : { width: Math.min(width, height), height: Math.max(width, height) };
}

/** A form's paper and orientation (free strings until the schema checks them), A4 portrait when not chosen yet. */
export function paperOf(value: string): PaperSize {
  return Object.keys(PAPERS).find((paper): paper is PaperSize => paper === value) ?? 'A4';
}

export function orientationOf(value: string): Orientation {
  return value === 'LANDSCAPE' ? 'LANDSCAPE' : 'PORTRAIT';
}
