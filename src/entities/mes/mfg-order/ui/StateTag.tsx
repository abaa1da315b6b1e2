import { Tag } from 'antd';
import { ORDER_STATES, TASK_STATES, type MfgOrderStatus, type MfgTaskStatus } from '../model/states';

export function OrderStateTag({ status }: { status: MfgOrderStatus }) {
  const look = ORDER_STATES[status];
  return <Tag color={look.color}>{look.label}</Tag>;
}

export function TaskStateTag({ status }: { status: MfgTaskStatus }) {
  const look = TASK_STATES[status];
  return <Tag color={look.color}>{look.label}</Tag>;
}
