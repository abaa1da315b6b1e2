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
  return <QuerySelect {...props} query={legacyHouseOptions} option={(h) => ({ value: h.id, label: `${h.code} ${h.name}` })} placeholder="请选择所属仓库" />;
}

/** 所属库区: an enabled v1 area, by id; the label names its house too, as area codes repeat across houses. */
export function LegacyAreaSelect(props: PickerProps) {
  return (
    <QuerySelect {...props} query={legacyAreaOptions} option={(a) => ({ value: a.id, label: `${a.houseName} / ${a.code} ${a.name}` })} placeholder="请选择所属库区" />
  );
}
