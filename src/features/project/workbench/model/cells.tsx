import { Badge, Typography } from 'antd';
import type { StateOption } from './work-states';

/** A state as a badge (dot and text), as the dictionary's statuses show: the text keeps its AA contrast. */
export function StateBadge({ state }: { state: Pick<StateOption<string>, 'title' | 'badge'> }) {
  return <Badge status={state.badge} text={state.title} />;
}

/** A due date; past and not done, it stands out with how late it is. */
export function DueDate({ date, overdue, days }: { date: string; overdue: boolean; days?: number | null | undefined }) {
  if (!overdue) return <>{date}</>;
  return (
    <Typography.Text type="danger" strong>
      {date}（{days ? `逾期 ${days} 天` : '已逾期'}）
    </Typography.Text>
  );
}
