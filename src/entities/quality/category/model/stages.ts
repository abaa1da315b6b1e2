import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type QmCategoryRow = scmSchemas['schemas']['QmCategory'];
export type CategoryStage = scmSchemas['schemas']['QmCategoryStage'];

/** 检验阶段: where in the flow a category's inspections happen. */
export const CATEGORY_STAGES: Record<CategoryStage, string> = {
  INCOMING: '来料',
  PROCESS: '制程',
  FINAL: '成品',
  OUTGOING: '出货',
};

export const CATEGORY_STAGE_OPTIONS: SearchOption[] = Object.entries(CATEGORY_STAGES).map(([value, title]) => ({
  value,
  title,
}));

/** Why the built-in IQC category keeps its code and stays enabled (1017009). */
export const BUILT_IN_REASON = '系统内置类别：来料检验流程按它查找检验标准，不能改编码、停用或删除';
