import { describe, expect, it } from 'vitest';
import { versionForm, versionFormValues } from './version-form';
import type { TerminalVersion } from './terminal';

const messages = (values: Record<string, unknown>) => {
  const result = versionForm.schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const valid = {
  versionNo: ' 3.9.0 ',
  versionCode: 390,
  fileId: '1716352000000900001',
  notes: '新增委外收货扫码',
  forceUpdate: false,
};

describe('terminal version form rules', () => {
  it('sends the typed version: the version number trimmed, the package as its fileId', () => {
    expect(versionForm.schema.parse(valid)).toEqual({ ...valid, versionNo: '3.9.0' });
  });

  it('asks for each required field in Chinese, the package first uploaded', () => {
    expect(messages(versionForm.empty)).toEqual(
      expect.arrayContaining(['请输入版本号', '请输入版本代码', '请上传安装包', '请输入更新说明']),
    );
  });

  it('takes a version number as major.minor.patch only, and a positive version code', () => {
    const format = '版本号格式为 主版本.次版本.修订号，如 3.9.0';
    expect(messages({ ...valid, versionNo: '3.9' })).toEqual([format]);
    expect(messages({ ...valid, versionNo: 'v3.9.0' })).toEqual([format]);
    expect(messages({ ...valid, versionCode: 0 })).toHaveLength(1);
  });

  it('edits a published version from its row (no notes yet is an empty text)', () => {
    const row = {
      id: '1',
      terminalType: 'PDA',
      versionNo: '3.6.0',
      versionCode: 360,
      fileId: '9',
      fileName: 'a.apk',
      fileSize: 1,
      notes: null,
      publishedAt: '2026-07-12 22:00:00',
      current: false,
      forceUpdate: true,
    } satisfies TerminalVersion;
    expect(versionFormValues(row)).toEqual({
      versionNo: '3.6.0',
      versionCode: 360,
      fileId: '9',
      notes: '',
      forceUpdate: true,
    });
  });
});
