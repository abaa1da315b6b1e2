import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { HmiVersionListPage, PdaVersionListPage } from './VersionListPage';

const versionForm = declaredForm(PdaVersionListPage);

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

  it('is the same form for HMI versions', () => {
    expect(declaredForm(HmiVersionListPage).schema.parse(valid)).toEqual({ ...valid, versionNo: '3.9.0' });
  });
});
