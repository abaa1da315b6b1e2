import { mdSupplierPageQueryOptions, type MdSupplierPageData } from '@/shared/api';
import { SearchSelect, type SearchOption } from '@/shared/ui/query-select';

// Enabled suppliers only; the server searches full and short names.
const enabledSuppliers = (name: string) => ({
  ...mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: 50, status: '0', ...(name ? { name } : {}) } }),
  select: (page: MdSupplierPageData) => page.rows.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` })),
});

/** 供应商: a searchable select of enabled suppliers, asked of the server as the user types. */
export function SupplierSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: SearchOption | undefined;
  onChange: (supplier: SearchOption | undefined) => void;
}) {
  return (
    <SearchSelect
      id={id}
      query={enabledSuppliers}
      value={value?.value}
      onChange={(_, option) => onChange(option)}
      placeholder="请选择供应商（输入名称搜索）"
      notFound="没有匹配的启用供应商"
      style={{ width: 420 }}
    />
  );
}
