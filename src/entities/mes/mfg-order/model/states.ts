import type { MfgOrderPageData, MfgTaskPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type MfgOrderRow = MfgOrderPageData['rows'][number];
export type MfgOrderStatus = MfgOrderRow['status'];
export type MfgTaskRow = MfgTaskPageData['rows'][number];
export type MfgTaskStatus = MfgTaskRow['status'];

interface StateLook {
  label: string;
  /** An antd Tag preset colour. */
  color: string;
}

/** 工单状态 (KTG pro_workorder: PREPARE/CONFIRMED/FINISHED/CANCEL, with 生产中 and 已关闭 of our own). */
export const ORDER_STATES: Record<MfgOrderStatus, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  RELEASED: { label: '已下达', color: 'blue' },
  IN_PROGRESS: { label: '生产中', color: 'processing' },
  FINISHED: { label: '已完工', color: 'success' },
  CLOSED: { label: '已关闭', color: 'purple' },
  CANCELLED: { label: '已取消', color: 'error' },
};

/** 任务状态 (KTG pro_task). */
export const TASK_STATES: Record<MfgTaskStatus, StateLook> = {
  WAITING: { label: '待开工', color: 'default' },
  RUNNING: { label: '进行中', color: 'processing' },
  PAUSED: { label: '已暂停', color: 'warning' },
  DONE: { label: '已完成', color: 'success' },
};

export const SOURCE_TYPES: Record<MfgOrderRow['sourceType'], string> = {
  SALES_ORDER: '销售订单',
  STOCK: '库存补货',
  MANUAL: '手工',
};
export const PRIORITIES: Record<MfgOrderRow['priority'], string> = {
  URGENT: '紧急',
  HIGH: '高',
  NORMAL: '普通',
  LOW: '低',
};

/** A label map as the options of a select or a column filter. */
export function optionsOf(labels: Record<string, string | StateLook>): SearchOption[] {
  return Object.entries(labels).map(([value, look]) => ({
    value,
    title: typeof look === 'string' ? look : look.label,
  }));
}
