import { Badge } from 'antd';
import { REQUEST_STATES, type RequestState } from '../model/request-state';

export function RequestStateBadge({ state }: { state: RequestState }) {
  return <Badge status={REQUEST_STATES[state].badge} text={REQUEST_STATES[state].label} />;
}
