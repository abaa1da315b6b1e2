import { queryOptions } from '@tanstack/react-query';
import { cdMaterialPage, cdMaterialPageQueryKey } from '@/shared/api';

// The enabled materials to pick from (the contract pages at most 200 at a time).
const enabledMaterials = { body: { pageNo: 1, pageSize: 200, status: '0' } };

export const materialOptionsQuery = queryOptions({
  queryKey: cdMaterialPageQueryKey(enabledMaterials),
  queryFn: async ({ signal }) => {
    const page = await cdMaterialPage(enabledMaterials, { signal, quiet: true });
    return page.rows.map((m) => ({ value: m.id, label: `${m.code} ${m.name}` }));
  },
});
