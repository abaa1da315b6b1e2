import { mfgEswWarnAckBodyFacts, mfgEswWarnCloseBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 确认: the warning is seen and someone is on it; a word is optional. */
export const ackForm = defineForm(mfgEswWarnAckBodyFacts, {
  id: { label: '预警', hidden: true },
  remark: { label: '确认说明', kind: 'textarea', wide: true, placeholder: '可填写已安排的处理（选填）' },
});

/** 关闭: what was found and done, required. */
export const closeForm = defineForm(mfgEswWarnCloseBodyFacts, {
  id: { label: '预警', hidden: true },
  result: { label: '处理结果', kind: 'textarea', wide: true, placeholder: '请填写原因与处理措施' },
});
