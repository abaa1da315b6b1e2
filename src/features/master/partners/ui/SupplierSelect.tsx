import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { mdSupplierPageQueryOptions } from '@/shared/api';

export interface SupplierChoice {
  value: string;
  label: string;
}

// Enabled suppliers only; the server searches full and short names, so a long list needs no client-side paging.
const SEARCH_PAGE = 50;
const TYPING_PAUSE_MS = 300;

/** 供应商: a searchable select of enabled suppliers, asked of the server as the user types. */
export function SupplierSelect({ id, value, onChange }: { id?: string; value: SupplierChoice | undefined; onChange: (supplier: SupplierChoice | undefined) => void }) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    // One request once the user pauses, not one per keystroke.
    const timer = setTimeout(() => setName(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery(mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: SEARCH_PAGE, status: '0', ...(name ? { name } : {}) } }));
  const options = (list.data?.rows ?? []).map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }));
  return (
    <Select<SupplierChoice>
      id={id}
      labelInValue
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="请选择供应商（输入名称搜索）"
      notFoundContent={list.isFetching ? '加载中…' : '没有匹配的启用供应商'}
      loading={list.isFetching}
      value={value}
      onChange={(next) => {
        setTyped('');
        onChange(next ? { value: next.value, label: String(next.label) } : undefined);
      }}
      options={options}
      style={{ width: 420 }}
    />
  );
}
