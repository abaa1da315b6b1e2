import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';

export interface SearchOption {
  value: string;
  label: string;
}

const TYPING_PAUSE_MS = 300;

export interface SearchSelectProps<TData, TKey extends QueryKey> {
  id?: string;
  'aria-label'?: string;
  /** The call for what was typed (trimmed; '' at first), its rows turned into options by `select`. */
  query: (keyword: string) => UseQueryOptions<TData, Error, SearchOption[], TKey>;
  value?: string | null | undefined;
  /** The chosen option too, for a caller that shows its label elsewhere. */
  onChange?: ((value: string | null, option: SearchOption | undefined) => void) | undefined;
  onBlur?: (() => void) | undefined;
  placeholder: string;
  /** Said when the search finds nothing. */
  notFound: string;
  style?: CSSProperties;
}

/**
 * A select whose options the server searches as the user types, one request per pause in typing: a select over a
 * first page would miss every record past it. The chosen option stays shown when a later search no longer lists it.
 */
export function SearchSelect<TData, TKey extends QueryKey>({
  id,
  'aria-label': ariaLabel,
  query,
  value,
  onChange,
  onBlur,
  placeholder,
  notFound,
  style,
}: SearchSelectProps<TData, TKey>) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<SearchOption>();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery({ ...query(keyword), placeholderData: keepPreviousData });
  const found = list.data ?? [];
  const options =
    picked && picked.value === value && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder}
      notFoundContent={list.isFetching ? '搜索中…' : notFound}
      loading={list.isFetching}
      value={value || undefined}
      onChange={(next: string | undefined) => {
        const option = options.find((o) => o.value === next);
        setPicked(option);
        onChange?.(next ?? null, option);
      }}
      onBlur={onBlur}
      options={options}
      style={style}
    />
  );
}
