import {
  opHmiVersionDelete,
  opHmiVersionDownload,
  opHmiVersionEdit,
  opHmiVersionSetCurrent,
  opPdaVersionDelete,
  opPdaVersionDownload,
  opPdaVersionEdit,
  opPdaVersionSetCurrent,
} from '@/shared/api';

/**
 * What tells the two version screens apart besides their resource: the package types and size limit, the upload
 * policy's bizType, and the calls no resource carries. The records, the form and the list are the same
 * (OpTerminalVersion).
 */
export interface TerminalKind {
  /** 发布{noun} / 编辑{noun}. */
  noun: string;
  bizType: 'opPdaVersion' | 'opHmiVersion';
  /** Package types, lower case without the dot. */
  extensions: readonly string[];
  /** Package size limit in MB (product.md §5's 100 MB general default is too small for an HMI installer). */
  limitMb: number;
  /** The edit body is the notes and the force-update flag only. */
  edit: typeof opPdaVersionEdit;
  setCurrent: typeof opPdaVersionSetCurrent;
  download: typeof opPdaVersionDownload;
  /** 删除 as a row action of its own (never the current version). */
  remove: typeof opPdaVersionDelete;
}

export const PDA: TerminalKind = {
  noun: '手持终端版本',
  bizType: 'opPdaVersion',
  extensions: ['apk'],
  limitMb: 200,
  edit: opPdaVersionEdit,
  setCurrent: opPdaVersionSetCurrent,
  download: opPdaVersionDownload,
  remove: opPdaVersionDelete,
};

export const HMI: TerminalKind = {
  noun: 'HMI 版本',
  bizType: 'opHmiVersion',
  extensions: ['zip', 'exe'],
  limitMb: 500,
  edit: opHmiVersionEdit,
  setCurrent: opHmiVersionSetCurrent,
  download: opHmiVersionDownload,
  remove: opHmiVersionDelete,
};
