import { QuerySelect } from '@/shared/ui/query-select';
import { legacyAreaOptions, legacyHouseOptions } from '../api/storage-options';

interface PickerProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
}

/** 所属仓库: an enabled v1 house, by id. */
export function LegacyHouseSelect(props: PickerProps) {
  return (
    <QuerySelect
      {...props}
      query={legacyHouseOptions}
      option={(h) => ({ value: h.id, label: `${h.code} ${h.name}` })}
      placeholder="请选择所属仓库"
    />
  );
}

interface AreaPickerProps extends PickerProps {
  /** Only this house's areas; null while no house is chosen (nothing to pick yet). Leave out for every house's areas. */
  houseId?: string | null;
}

/** 所属库区: an enabled v1 area, by id; the label names its house too, as area codes repeat across houses. */
export function LegacyAreaSelect({ houseId, ...props }: AreaPickerProps) {
  return (
    <QuerySelect
      {...props}
      query={legacyAreaOptions}
      option={(a) => ({ value: a.id, label: `${a.houseName} / ${a.code} ${a.name}` })}
      // The enabled areas are fetched once; narrowing to a house is done here rather than by one request per house.
      filter={houseId ? (a) => a.houseId === houseId : undefined}
      disabled={houseId === null}
      placeholder={houseId === null ? '请先选择所属仓库' : '请选择所属库区'}
    />
  );
}
