import { Space, Tag } from 'antd';
import { StateTag } from '@/shared/ui/state-tag';
import { ST_DOC_STATES } from '../model/states';
import type { StDocHead } from '../model/types';

/** A document's state, and whether it was reversed (已冲销 by …) or is a reversal (冲销 …). */
export function DocStateTag({ doc }: { doc: Pick<StDocHead, 'state' | 'reversed' | 'reversedByNo' | 'reversalOfNo'> }) {
  return (
    <Space size={4} wrap>
      <StateTag states={ST_DOC_STATES} state={doc.state} />
      {doc.reversed && <Tag color="warning">已冲销{doc.reversedByNo ? `（${doc.reversedByNo}）` : ''}</Tag>}
      {doc.reversalOfNo && <Tag color="magenta">冲销 {doc.reversalOfNo}</Tag>}
    </Space>
  );
}
