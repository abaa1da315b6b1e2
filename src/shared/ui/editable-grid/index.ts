export { EditableGrid, type EditableGridProps } from './EditableGrid';
export { PickerNotYet, type PickerNotYetProps } from './PickerNotYet';
export { cellProblem, cellRuleProblem, gridProblems, parseCell } from './cell-rules';
export { parseClipboard, pasteBlock } from './paste';
export type { GridColumn, GridProblem, Line, PickerProps, Refusal } from './types';
