import { Alert } from 'antd';
import { formatQuantity } from '@/entities/mes/mfg-order';
import { mfgOutputReverse } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import type { OutputRecord } from '../model/page-totals';

/** 冲销: asks for the reason, then the server adds a record of the opposite quantity and marks this one 已冲销. */
export function ReverseDialog(props: RowPanelProps<OutputRecord>) {
  const { row } = props;
  const what = `${row.type === 'INPUT' ? '投入' : '产出'} ${row.materialCode} ${row.materialName} ${formatQuantity(row.quantity, row.unitPrecision)} ${row.unitName}`;
  return (
    <ReasonDialog
      title="冲销记录"
      verb="冲销"
      id="reverse-reason"
      done="已冲销"
      intro={<Alert type="warning" showIcon title={`将生成一条数量相反的冲销记录，抵消 ${row.code}（${what}）。`} />}
      run={(reason, options) => mfgOutputReverse({ body: { id: row.id, reason } }, options)}
      onClose={props.onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
