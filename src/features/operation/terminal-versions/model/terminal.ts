import {
  opHmiVersionAdd,
  opHmiVersionDelete,
  opHmiVersionDownload,
  opHmiVersionEdit,
  opHmiVersionPageSource,
  opHmiVersionSetCurrent,
  opPdaVersionAdd,
  opPdaVersionDelete,
  opPdaVersionDownload,
  opPdaVersionEdit,
  opPdaVersionPageSource,
  opPdaVersionSetCurrent,
  type OpPdaVersionPageData,
  type OpPdaVersionPageVariables,
} from '@/shared/api';
import type { ScreenSource } from '@/shared/ui/crud-screen';

export type TerminalVersion = OpPdaVersionPageData['rows'][number];
export type TerminalVersionQuery = OpPdaVersionPageVariables['query'];

/**
 * What tells the two version screens apart: the terminal's calls, its package types and size limit, and the upload
 * policy's bizType. The records, the form and the list are the same (OpTerminalVersion).
 */
export interface TerminalKind {
  tableId: 'bos.opPdaVersion' | 'bos.opHmiVersion';
  permissionPrefix: 'opPdaVersion' | 'opHmiVersion';
  /** 新增{noun} / 编辑{noun}. */
  noun: string;
  bizType: 'opPdaVersion' | 'opHmiVersion';
  /** Package types, lower case without the dot. */
  extensions: readonly string[];
  /** Package size limit in MB (§5's 100 MB general default is too small for an HMI installer). */
  limitMb: number;
  source: ScreenSource<TerminalVersion, TerminalVersionQuery>;
  add: typeof opPdaVersionAdd;
  edit: typeof opPdaVersionEdit;
  setCurrent: typeof opPdaVersionSetCurrent;
  remove: typeof opPdaVersionDelete;
  download: typeof opPdaVersionDownload;
}

export const PDA: TerminalKind = {
  tableId: 'bos.opPdaVersion',
  permissionPrefix: 'opPdaVersion',
  noun: '手持终端版本',
  bizType: 'opPdaVersion',
  extensions: ['apk'],
  limitMb: 200,
  source: opPdaVersionPageSource,
  add: opPdaVersionAdd,
  edit: opPdaVersionEdit,
  setCurrent: opPdaVersionSetCurrent,
  remove: opPdaVersionDelete,
  download: opPdaVersionDownload,
};

export const HMI: TerminalKind = {
  tableId: 'bos.opHmiVersion',
  permissionPrefix: 'opHmiVersion',
  noun: 'HMI 版本',
  bizType: 'opHmiVersion',
  extensions: ['zip', 'exe'],
  limitMb: 500,
  source: opHmiVersionPageSource,
  add: opHmiVersionAdd,
  edit: opHmiVersionEdit,
  setCurrent: opHmiVersionSetCurrent,
  remove: opHmiVersionDelete,
  download: opHmiVersionDownload,
};
