import { Tag, theme } from 'antd';
import { dueText, type QmGaugeRow } from '../model/gauge-states';

type Due = Pick<QmGaugeRow, 'nextCalibrationDate' | 'overdue' | 'daysToDue' | 'state'>;

/**
 * 下次校准: the date, red with 已超期 n 天 when the gauge is past it (it cannot measure in an inspection), amber with
 * n 天后到期 within a week.
 */
export function NextCalibration({ gauge }: { gauge: Due }) {
  const { token } = theme.useToken();
  if (!gauge.nextCalibrationDate) return <>未校准</>;
  const due = dueText(gauge);
  return (
    <>
      <span style={gauge.overdue ? { color: token.colorErrorText, fontWeight: 500 } : undefined}>
        {gauge.nextCalibrationDate}
      </span>
      {due && (
        <Tag color={gauge.overdue ? 'error' : 'warning'} style={{ marginInlineStart: 6 }}>
          {due}
        </Tag>
      )}
    </>
  );
}
