export { LineSelector } from './ui/LazyLineSelector';
export { LineSelect, type LineSelectProps } from './ui/LineSelect';
export { lineText, useLines, useActiveLines, useLineOptions, type ProductionLine } from './api/lines-query';
