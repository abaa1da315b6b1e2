import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { cdMaterialPageQueryOptions, type CdMaterialPageData } from '@/shared/api';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;
// Codes are letters, digits, '-' and '_'; anything else typed is searched as a name.
const CODE_LIKE = /^[A-Za-z0-9_-]+$/;

interface Option {
  value: string;
  label: string;
}

const toOptions = (page: CdMaterialPageData): Option[] => page.rows.map((m) => ({ value: m.id, label: `${m.code} ${m.name}` }));

export interface MaterialSearchSelectProps {
  id?: string;
  'aria-label'?: string;
  value?: string | null | undefined;
  onChange?: ((id: string | null) => void) | undefined;
  onBlur?: (() => void) | undefined;
}

/**
 * An enabled material by id, searched on the server as the user types (by code, or by name when the text is not
 * code-like): a select over a first page would miss every material past it.
 */
export function MaterialSearchSelect({ id, 'aria-label': ariaLabel, value, onChange, onBlur }: MaterialSearchSelectProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // The chosen material's option stays when a later search no longer lists it.
  const [picked, setPicked] = useState<Option>();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter = keyword ? (CODE_LIKE.test(keyword) ? { code: keyword } : { name: keyword }) : {};
  const list = useQuery({
    ...cdMaterialPageQueryOptions({ body: { pageNo: 1, pageSize: PAGE_SIZE, status: '0', ...filter } }),
    select: toOptions,
    placeholderData: keepPreviousData,
  });
  const found = list.data ?? [];
  const options = picked && picked.value === value && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="输入编码或名称搜索物料"
      notFoundContent={list.isFetching ? '搜索中…' : '没有匹配的物料'}
      loading={list.isFetching}
      value={value || undefined}
      onChange={(next: string | undefined) => {
        setPicked(options.find((o) => o.value === next));
        onChange?.(next ?? null);
      }}
      onBlur={onBlur}
      options={options}
    />
  );
}
