import type { PutawaySource } from './putaway-lines';

/** Why a lot may be put away (docs/design/scm-storage.md → 采购入库): quality's judgement of it. */
export const JUDGEMENTS: Record<PutawaySource['judgement'], string> = {
  PASS: '检验合格',
  EXEMPT: '免检',
  NOT_REQUIRED: '不需检验',
  CONCESSION: '特采',
  SORTED: '挑选后合格部分',
};
