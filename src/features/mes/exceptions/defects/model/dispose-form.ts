import { mfgDefectDisposeBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { disposalOptions } from './defect-options';

/** 处置: how the defective pieces are handled, and a word on it. */
export const disposeForm = defineForm(mfgDefectDisposeBodyFacts, {
  id: { label: '缺陷', hidden: true },
  disposal: { label: '处置方式', options: disposalOptions },
  remark: { label: '处置说明', kind: 'textarea', wide: true },
});
