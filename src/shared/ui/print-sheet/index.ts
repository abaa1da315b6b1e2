/**
 * The print sheets' styles (docs/screen-kit.md → Print): an A4 document (title, head, lines, totals, signatures) and
 * 100 × 70 mm labels, each on a grey desk in its dialog with only the sheet printed. A screen adds its own classes in
 * a module of its own (a barcode corner, a tick column).
 */
export { default as a4Sheet } from './a4-sheet.module.css';
export { default as labelSheet } from './label-sheet.module.css';
