import { mfgLineDisable, mfgLineEnable } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { MfgLine } from './line-list';

/** §4.1/§4.2 row actions of a line: detail, edit; enable a disabled one, disable an enabled one (asked first). */
export function lineActions(open: { detail: (line: MfgLine) => void; edit: (line: MfgLine) => void }, refetch: () => unknown): RowAction<MfgLine>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<MfgLine>({ enable: mfgLineEnable, disable: mfgLineDisable }, refetch),
  ];
}
