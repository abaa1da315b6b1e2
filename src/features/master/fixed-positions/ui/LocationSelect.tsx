import { cdLocationPageQueryOptions, type CdLocationPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

const enabledLocations = {
  ...cdLocationPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: CdLocationPageData) => page.rows,
};

/** One of the enabled locations (cdLocationPage), by id, shown with its warehouse. */
export function LocationSelect(props: {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
}) {
  return (
    <QuerySelect
      {...props}
      query={enabledLocations}
      option={(l) => ({ value: l.id, label: `${l.code} ${l.name}（${l.warehouseName}）` })}
      placeholder="请选择库位"
    />
  );
}
