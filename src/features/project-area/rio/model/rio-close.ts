import { pmProjRioCloseBodyFacts, type PmProjRioPageData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 关闭 RIO: the closing note is required (projRio:close). */
export const rioCloseForm = defineForm(pmProjRioCloseBodyFacts, {
  id: { label: 'RIO', hidden: true },
  projId: { label: '项目', hidden: true },
  closeNote: { label: '关闭说明', kind: 'textarea', placeholder: '如 替代料 DV 测试通过，已更新 BOM' },
});

export const rioCloseValues = (row: Pick<PmProjRioPageData['rows'][number], 'id' | 'projId'>) => ({
  ...rioCloseForm.empty,
  id: row.id,
  projId: row.projId,
});
