import { Typography } from 'antd';
import type { QmGaugeRow } from '@/entities/quality/gauge';
import { qmGaugeScrap } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';

/** 报废 with its reason: the gauge is kept for its history but can no longer be changed or used (1017011). */
export function GaugeScrapPanel(props: RowPanelProps<QmGaugeRow>) {
  const { row, onClose } = props;
  return (
    <ReasonDialog
      title={`报废量检具：${row.code} ${row.name}`}
      verb="报废"
      id="gauge-scrap-reason"
      intro={
        <Typography.Text>
          报废后该量检具只保留记录（校准记录与使用记录可追溯），不能再编辑、校准、启用或在检验中选用。
        </Typography.Text>
      }
      run={(reason, options) => qmGaugeScrap({ body: { id: row.id, reason } }, options)}
      done={`已报废量检具 ${row.code}`}
      onClose={onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
