/**
 * The print sheets (docs/screen-kit.md → Print): an A4 document (title, head, lines, totals, signatures) and
 * 100 × 70 mm labels, each on a grey desk in its dialog with only the sheet printed; and a print template of 平台运营
 * filled with a record's values (its ${lines} and ${barcode} blocks built here) on its paper. A screen adds its own
 * classes in a module of its own (a barcode corner, a tick column).
 */
export { default as a4Sheet } from './a4-sheet.module.css';
export { default as labelSheet } from './label-sheet.module.css';
export {
  PAPERS,
  ORIENTATIONS,
  paperOptions,
  orientationOptions,
  sheetSize,
  paperOf,
  orientationOf,
  type PaperSize,
  type Orientation,
} from './paper';
export {
  escapeHtml,
  fillPlaceholders,
  fillTemplate,
  insertAt,
  placeholderOf,
  unknownPlaceholders,
  type PlaceholderField,
} from './placeholders';
export { linesTableHtml, type PrintColumn } from './lines-table';
export { documentPages } from './document-pages';
export { TemplateSheet, type TemplateSheetProps } from './TemplateSheet';
export { DocumentSheet, type DocumentSheetProps, type PrintField } from './DocumentSheet';
export { PrintDialog, type PrintDialogProps, type PrintContent, type PrintTemplateChoice } from './PrintDialog';
