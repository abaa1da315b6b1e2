import type { CollabStateLook } from '@/entities/collab/order';
import type { CollabRelationDetailData, CollabRelationPageData } from '@/shared/api';
import type { RowCondition, SearchOption } from '@/shared/lib/table-query';

export type RelationRow = CollabRelationPageData['rows'][number];
export type RelationDetail = CollabRelationDetailData;
export type Direction = RelationRow['direction'];

/** 邀请中 → 已建立 (the invited company accepts) → 已停用 → 已建立 (启用). */
export const RELATION_STATES: Record<RelationRow['state'], CollabStateLook> = {
  INVITING: { label: '邀请中', color: 'processing' },
  ESTABLISHED: { label: '已建立', color: 'success' },
  DISABLED: { label: '已停用', color: 'default' },
};

export const RELATION_TYPES: Record<RelationRow['relationType'], string> = {
  PURCHASE: '采购',
  OUTSOURCE: '委外',
  CONSIGNMENT: '寄售',
};

export const SCOPES: Record<RelationRow['scope'][number], string> = {
  ORDER: '订单',
  ASN: 'ASN',
  BATCH: '批次',
};

export const INITIATORS: Record<RelationRow['initiator'], string> = { SELF: '我方', PARTNER: '对方' };

export const LOG_ACTIONS: Record<RelationDetail['logs'][number]['action'], string> = {
  INVITE: '邀请',
  ACCEPT: '接受',
  ENABLE: '启用',
  DISABLE: '停用',
};

/** A label map as options, in its order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): SearchOption[] =>
  Object.entries(labels).map(([value, title]) => ({ value, title }));

/** What the screen calls the other company and itself by direction. */
export const DIRECTIONS: Record<Direction, { partner: string; noun: string }> = {
  CUSTOMER: { partner: '客户', noun: '客户关系' },
  SUPPLIER: { partner: '供应商', noun: '供应商关系' },
};

const state = (value: RelationRow['state']): RowCondition<RelationRow> => ({ field: 'state', op: 'eq', value });
const by = (value: RelationRow['initiator']): RowCondition<RelationRow> => ({ field: 'initiator', op: 'eq', value });

/**
 * The state actions (docs/design/scm-purchase.md → 客户关系 / 供应商关系): 启用 resumes a disabled relation and accepts
 * the partner's invitation; 停用 stops an established one, withdraws our invitation or declines theirs. Our own
 * invitation waits for the partner: nothing enables it here.
 */
export const RELATION_ACTIONS = {
  accept: [state('INVITING'), by('PARTNER')],
  decline: [state('INVITING'), by('PARTNER')],
  withdraw: [state('INVITING'), by('SELF')],
  enable: [state('DISABLED')],
  disable: [state('ESTABLISHED')],
} as const satisfies Record<string, readonly RowCondition<RelationRow>[]>;
