import { Typography } from 'antd';
import { qmSwitchingReduce, qmSwitchingRelease } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import type { SwitchingRow } from './switching-columns';

type Panel = RowPanelProps<SwitchingRow>;
const pairOf = (row: SwitchingRow) => `${row.supplierName} × ${row.materialCode} ${row.materialName}`;

/** 放宽: the quality manager allows reduced inspection once the score reached 30 and production is steady. */
export function ReducePanel(props: Panel) {
  const { row, onClose } = props;
  return (
    <ReasonDialog
      title={`转放宽检验：${pairOf(row)}`}
      verb="放宽"
      label="确认说明"
      danger={false}
      id="switching-reduce-remark"
      intro={
        <Typography.Text>
          转移得分 {row.score ?? '-'}，已达到 30。确认生产稳定后转为放宽检验；放宽下任一批不接收即回到正常检验。
        </Typography.Text>
      }
      run={(remark, options) => qmSwitchingReduce({ body: { id: row.id, remark } }, options)}
      done={`已转放宽检验：${pairOf(row)}`}
      onClose={onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}

/** 恢复: a stopped supplier × material resumes under tightened inspection, with what the supplier corrected. */
export function ReleasePanel(props: Panel) {
  const { row, onClose } = props;
  return (
    <ReasonDialog
      title={`恢复检验：${pairOf(row)}`}
      verb="恢复"
      label="恢复说明"
      danger={false}
      id="switching-release-remark"
      intro={
        <Typography.Text>
          加严检验下累计 {row.tightenedRejects} 批不接收，已暂停检验。供应商纠正后恢复，按加严检验继续。
        </Typography.Text>
      }
      run={(remark, options) => qmSwitchingRelease({ body: { id: row.id, remark } }, options)}
      done={`已恢复检验：${pairOf(row)}（加严）`}
      onClose={onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
