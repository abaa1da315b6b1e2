export { LineSelector, type LineSelectorProps, type ProductionLine } from './ui/LineSelector';
export { LineSelect, lineText, useActiveLines, type LineSelectProps } from './ui/LineSelect';
