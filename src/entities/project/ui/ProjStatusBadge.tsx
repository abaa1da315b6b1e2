import { Badge } from 'antd';
import { PROJ_STATUSES } from '../model/proj-status';

/** A project's state as a badge (dot and text, so the text keeps its AA contrast), as the dictionary's statuses show. */
export function ProjStatusBadge({ status }: { status: string }) {
  const known = PROJ_STATUSES.find((s) => s.value === status);
  return <Badge status={known?.badge ?? 'default'} text={known?.title ?? status} />;
}
