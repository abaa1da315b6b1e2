import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { nameFromFile, nextVersion } from '../model/file-names';
import { DocumentList } from './DocumentListPage';

const documentForm = declaredForm(DocumentList);
const emptyDocument = (projId: string, categoryId: string) => ({
  ...documentForm.empty,
  projId,
  categoryId,
  labelIds: [],
});

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const PROJ = '1716352000006000001';

describe('上传文档 form rules', () => {
  it('asks for the file, the name and the category in Chinese', () => {
    expect(messages(documentForm.schema.safeParse(emptyDocument(PROJ, '')))).toMatchObject({
      fileId: '请选择要上传的文件',
      docName: '请输入文档名称',
      categoryId: '请选择分类',
    });
  });

  it('sends exactly the contract body, an empty description as null', () => {
    const body = documentForm.schema.parse({
      ...emptyDocument(PROJ, '1716352000006200032'),
      fileId: '1716352000006400101',
      fileName: 'SD-750 EVT 功能测试报告.pdf',
      docName: 'SD-750 EVT 功能测试报告',
      labelIds: ['1716352000006300001'],
    });
    expect(body).toEqual({
      projId: PROJ,
      fileId: '1716352000006400101',
      fileName: 'SD-750 EVT 功能测试报告.pdf',
      docName: 'SD-750 EVT 功能测试报告',
      categoryId: '1716352000006200032',
      labelIds: ['1716352000006300001'],
      description: null,
    });
  });

  it('names a document after its file and numbers the next version', () => {
    expect(nameFromFile('SD-750 硬件原理图 V1.3.pdf')).toBe('SD-750 硬件原理图 V1.3');
    expect(nameFromFile('README')).toBe('README');
    expect(nextVersion('V1.2')).toBe('V1.3');
    expect(nextVersion('V0.9')).toBe('V0.10');
    expect(nextVersion('草稿')).toBe('V1.0');
  });
});
