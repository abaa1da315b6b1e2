import { Typography } from 'antd';
import { qmRewWarningClose } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import { objectText, type RewWarningRow } from '../model/warning-states';
import { AckDialog } from './AckDialog';

type Panel = RowPanelProps<RewWarningRow>;

/** 关闭 a warning with the action taken (required); a warning closed meanwhile is refused (1017204) in the dialog. */
export function ClosePanel(props: Panel) {
  const { row, onClose } = props;
  return (
    <ReasonDialog
      title={`关闭预警：${row.warningNo}`}
      verb="关闭"
      label="采取的措施"
      maxLength={500}
      danger={false}
      id="warning-close-action"
      intro={
        <Typography.Text>
          {objectText(row)} 的 {row.ruleCode} {row.ruleName}（{row.valueText}，阈值 {row.thresholdText}
          ）写明采取的措施后关闭，如 8D 的原因与纠正措施。
        </Typography.Text>
      }
      run={(action, options) => qmRewWarningClose({ body: { id: row.id, action } }, options)}
      done={`已关闭预警 ${row.warningNo}`}
      onClose={onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}

/** 确认 of one warning, from its row. */
export function AckPanel(props: Panel) {
  return <AckDialog rows={[props.row]} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}
