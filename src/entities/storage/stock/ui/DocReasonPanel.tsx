import { Alert } from 'antd';
import type { CallOptions } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';

interface ReasonPanel<Row> {
  /** 取消 or 冲销. */
  verb: string;
  noun: string;
  /** What it means for the document, said before the reason is asked. */
  intro: (row: Row) => string;
  call: (variables: { body: { id: string; reason: string } }, options?: CallOptions) => Promise<unknown>;
  done: string;
}

/** 取消 / 冲销 of a storage document with its reason (StDocReasonBody); a refusal stays in the dialog, the reason kept. */
export function reasonPanel<Row extends { id: string; docNo: string }>(panel: ReasonPanel<Row>) {
  return function DocReasonPanel(props: RowPanelProps<Row>) {
    const { row } = props;
    return (
      <ReasonDialog
        title={`${panel.verb}${panel.noun}：${row.docNo}`}
        verb={panel.verb}
        id="st-doc-reason"
        intro={<Alert type="warning" showIcon title={panel.intro(row)} />}
        run={(reason, options) => panel.call({ body: { id: row.id, reason } }, options)}
        done={panel.done}
        onClose={props.onClose}
        onDone={closeAndRefetch(props)}
      />
    );
  };
}
