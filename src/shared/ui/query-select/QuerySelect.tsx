import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Select } from 'antd';

export interface QuerySelectProps<T, TQueryFnData, TKey extends QueryKey> {
  id?: string;
  /**
   * The options' call, e.g. `cdUomListQueryOptions({ body: { status: '0' } })`, loaded when the select mounts; a page
   * call gives its rows through `select`, so the cache keeps the page under the call's own key.
   */
  query: UseQueryOptions<TQueryFnData, Error, T[], TKey>;
  /** One option of a fetched item; a disabled one is shown but cannot be chosen (a record stopped since). */
  option: (item: T) => { value: string; label: string; disabled?: boolean };
  /** Leaves out items that cannot be chosen here (e.g. only weight units). */
  filter?: (item: T) => boolean;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Nothing to choose yet (e.g. an area before its house). */
  disabled?: boolean;
}

/** A searchable select over a list the server answers (units, types, warehouses): empty is null, as forms send it. */
export function QuerySelect<T, TQueryFnData, TKey extends QueryKey>({
  id,
  query,
  option,
  filter,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
}: QuerySelectProps<T, TQueryFnData, TKey>) {
  const list = useQuery(query);
  const items = filter ? (list.data ?? []).filter(filter) : (list.data ?? []);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      disabled={disabled}
      loading={list.isLoading}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      onBlur={onBlur}
      options={items.map(option)}
    />
  );
}
