import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { cdLocationPageQueryOptions } from '@/shared/api';

const enabledLocations = { body: { pageNo: 1, pageSize: 500, status: '0' } };

/** One of the enabled locations (cdLocationPage), by id, shown with its warehouse. */
export function LocationSelect({ id, value, onChange, onBlur }: { id?: string; value?: string; onChange?: (id: string) => void; onBlur?: () => void }) {
  const locations = useQuery(cdLocationPageQueryOptions(enabledLocations));
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择库位"
      loading={locations.isPending}
      value={value || undefined}
      onChange={(location: string) => onChange?.(location)}
      onBlur={onBlur}
      options={(locations.data?.rows ?? []).map((l) => ({ value: l.id, label: `${l.code} ${l.name}（${l.warehouseName}）` }))}
    />
  );
}
