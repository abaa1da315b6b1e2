import { Typography } from 'antd';
import { defineRecordForm } from '@/shared/ui/record-form';
import type { TerminalKind, TerminalVersion } from '../model/terminal';
import { versionForm, versionFormValues, type VersionFormBody, type VersionFormValues } from '../model/version-form';
import { PackageUpload } from './PackageUpload';

/**
 * 新增 / 编辑 a terminal version: a new one uploads its package; once published, only the notes and the force-update
 * flag change (the version, its code and package are shown greyed).
 */
export function versionFormOf(kind: TerminalKind) {
  return defineRecordForm<TerminalVersion, VersionFormValues, VersionFormBody>({
    noun: kind.noun,
    // 发布 as the list's button says; a space before a Latin noun (编辑 HMI 版本).
    title: (version) => `${version ? '编辑' : '发布'}${/^[A-Za-z]/.test(kind.noun) ? ' ' : ''}${kind.noun}`,
    schema: versionForm.schema,
    fields: (version) =>
      versionForm
        .fields({
          fileId: ({ onChange }) =>
            version ? (
              <Typography.Text id="fileId">{version.fileName}</Typography.Text>
            ) : (
              <PackageUpload id="fileId" kind={kind} onChange={onChange} />
            ),
        })
        .map((field) =>
          version && (field.name === 'versionNo' || field.name === 'versionCode')
            ? { ...field, disabled: true }
            : field,
        ),
    empty: versionForm.empty,
    values: versionFormValues,
    add: (body, options) => kind.add({ body }, options),
    edit: (body, version, options) =>
      kind.edit({ body: { id: version.id, notes: body.notes, forceUpdate: body.forceUpdate } }, options),
  });
}
