import * as z from 'zod/mini';
import { opPdaVersionAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { TerminalVersion } from './terminal';

/**
 * 发布版本 on the contract's OpTerminalVersionForm (the same body for handhelds and HMI): the package is uploaded
 * first and the form sends its fileId; the version number is major.minor.patch.
 */
export const versionForm = defineForm(opPdaVersionAddBodyFacts, {
  versionNo: {
    label: '版本号',
    placeholder: '如 3.9.0',
    rule: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '请输入版本号'),
        z.regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, '版本号格式为 主版本.次版本.修订号，如 3.9.0'),
      ),
  },
  versionCode: { label: '版本代码', placeholder: '递增整数，如 390' },
  fileId: { label: '安装包', kind: 'custom', rule: z.string().check(z.minLength(1, '请上传安装包')) },
  notes: { label: '更新说明', kind: 'textarea', wide: true },
  forceUpdate: { label: '强制更新' },
});

export type VersionFormValues = typeof versionForm.empty;
export type VersionFormBody = z.output<typeof versionForm.schema>;

export function versionFormValues(version: TerminalVersion): VersionFormValues {
  return {
    versionNo: version.versionNo,
    versionCode: version.versionCode,
    fileId: version.fileId,
    notes: version.notes ?? '',
    forceUpdate: version.forceUpdate,
  };
}
