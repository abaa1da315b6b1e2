import { usePmMdRoleList } from '@/shared/api';

/** The project roles (项目经理, 硬件工程师…) as select options; the list changes rarely. */
export function useRoleOptions() {
  const roles = usePmMdRoleList({ body: {} }, { staleTime: 5 * 60_000 });
  return { options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })), loading: roles.isPending };
}
