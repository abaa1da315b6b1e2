import { QuerySelect } from '@/shared/ui/query-select';
import { inScope, stockLocations, type LocationScope } from '../api/locations';

export interface LocationSelectProps extends LocationScope {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/**
 * A location of a warehouse, shown as '编码 名称' (隔离 marked); a stopped one is shown but cannot be chosen. Nothing to
 * choose until the warehouse is.
 */
export function LocationSelect({ houseId, isolation, except, placeholder, ...props }: LocationSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={stockLocations}
      filter={(location) => inScope(location, { houseId, isolation, except })}
      option={(location) => ({
        value: location.id,
        label: `${location.code} ${location.name}${location.isolation ? '（隔离）' : ''}`,
        disabled: location.status !== 0,
      })}
      placeholder={placeholder ?? (houseId ? '请选择库位' : '请先选择仓库')}
      disabled={!houseId}
    />
  );
}
