import { lazy } from 'react';

export type { LineSelectorProps, ProductionLine } from './ui/LineSelector';
/** The line selector dialog (department tree, paging) loads when it is first shown: forms that only need LineSelect stay light. */
export const LineSelector = lazy(() => import('./ui/LineSelector').then((m) => ({ default: m.LineSelector })));
export { LineSelect, type LineSelectProps } from './ui/LineSelect';
export { lineText, useLines, useActiveLines, useLineOptions, type Line } from './api/lines-query';
