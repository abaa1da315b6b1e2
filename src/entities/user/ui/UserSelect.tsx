import { Select } from 'antd';
import { useMemo } from 'react';
import { userLabel, useUserOptions, type UserOption } from '../api/user-options';

interface CommonProps {
  id?: string;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}

export interface UserSelectProps extends CommonProps {
  value?: string | null;
  /** The chosen user's id (null when cleared) and the user, for forms that also keep the name. */
  onChange?: (id: string | null, user: UserOption | undefined) => void;
}

export interface UserMultiSelectProps extends CommonProps {
  value?: readonly string[] | null;
  onChange?: (ids: string[], users: UserOption[]) => void;
}

/** The options, searchable by name, account or department. */
function useOptions() {
  const users = useUserOptions();
  const options = useMemo(
    () =>
      (users.data ?? []).map((user) => ({
        value: user.id,
        label: userLabel(user),
        search: `${user.name} ${user.account} ${user.deptName ?? ''}`,
      })),
    [users.data],
  );
  return { options, loading: users.isPending, byId: (id: string) => users.data?.find((u) => u.id === id) };
}

/** One of the enterprise's users (project manager, owner, assignee …); empty is null, as forms send it. */
export function UserSelect({ value, onChange, placeholder = '请选择人员', ...props }: UserSelectProps) {
  const { options, loading, byId } = useOptions();
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      placeholder={placeholder}
      loading={loading}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null, next ? byId(next) : undefined)}
      options={options}
    />
  );
}

/** Several users (attendees, reviewers); the order chosen is kept. */
export function UserMultiSelect({ value, onChange, placeholder = '请选择人员', ...props }: UserMultiSelectProps) {
  const { options, loading, byId } = useOptions();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      placeholder={placeholder}
      loading={loading}
      value={value ? [...value] : []}
      onChange={(ids: string[]) =>
        onChange?.(
          ids,
          ids.map(byId).filter((u): u is UserOption => u !== undefined),
        )
      }
      options={options}
    />
  );
}
