import type { PoRolePageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type PoRoleRow = PoRolePageData['rows'][number];
export type PoRoleType = PoRoleRow['roleType'];

/** 采购角色 (docs/design/scm-purchase.md → 采购角色), with its tag colour. */
export const ROLE_TYPES: Record<PoRoleType, { label: string; color: string }> = {
  BUYER: { label: '采购员', color: 'blue' },
  SUPERVISOR: { label: '采购主管', color: 'purple' },
  APPROVER: { label: '审核人', color: 'orange' },
};

export const ROLE_TYPE_OPTIONS: SearchOption[] = (Object.keys(ROLE_TYPES) as PoRoleType[]).map((value) => ({
  value,
  title: ROLE_TYPES[value].label,
}));
