import { cdMaterialPageQueryOptions, type CdMaterialPageData } from '@/shared/api';
import { SearchSelect } from '@/shared/ui/query-select';

// Codes are letters, digits, '-' and '_'; anything else typed is searched as a name.
const CODE_LIKE = /^[A-Za-z0-9_-]+$/;

const enabledMaterials = (keyword: string) => ({
  ...cdMaterialPageQueryOptions({
    body: {
      pageNo: 1,
      pageSize: 20,
      status: '0',
      ...(keyword ? (CODE_LIKE.test(keyword) ? { code: keyword } : { name: keyword }) : {}),
    },
  }),
  select: (page: CdMaterialPageData) => page.rows.map((m) => ({ value: m.id, label: `${m.code} ${m.name}` })),
});

export interface MaterialSearchSelectProps {
  id?: string;
  'aria-label'?: string;
  value?: string | null | undefined;
  onChange?: ((id: string | null) => void) | undefined;
  onBlur?: (() => void) | undefined;
}

/** An enabled material by id, searched on the server by code, or by name when the text is not code-like. */
export function MaterialSearchSelect({ onChange, ...props }: MaterialSearchSelectProps) {
  return (
    <SearchSelect
      {...props}
      query={enabledMaterials}
      onChange={(id) => onChange?.(id)}
      placeholder="输入编码或名称搜索物料"
      notFound="没有匹配的物料"
    />
  );
}
