/**
 * 版本历史 says a failed or malformed answer in place with 重试, never an empty history (issue 28, item 8).
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe } from 'vitest';
import type { PmProjDocumentDetailData } from '@/shared/api';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import type { ProjectDocument } from '../model/doc-states';
import { DocumentDetailDrawer } from './DocumentDetailDrawer';

const doc = {
  id: '1716352000006400003',
  projId: '1716352000006000001',
  docNo: 'SD750-DOC-0021',
  docName: 'SD-750 EVT 功能测试报告',
  categoryId: '1716352000006200032',
  categoryName: '测试报告',
  labels: [],
  version: 'V1.0',
  fileId: '1716352000006400113',
  fileName: 'SD-750 EVT 功能测试报告.pdf',
  fileSuffix: 'pdf',
  docState: 'APPROVING',
  ownerName: '何静',
} satisfies ProjectDocument & PmProjDocumentDetailData;

describe('文档详情 · 版本历史', () => {
  itSaysFailuresInPlace(
    () => <DocumentDetailDrawer row={doc} onClose={() => undefined} refetch={() => Promise.resolve()} />,
    '/project/projDocument?id=1716352000006000001',
    /版本历史加载失败/,
    {
      answers: {
        '/pmProjDocument/detail': () => Response.json({ code: 200, message: '操作成功', success: true, data: doc }),
      },
      reach: async () => {
        fireEvent.click(await screen.findByRole('tab', { name: '版本历史' }));
      },
    },
  );
});
