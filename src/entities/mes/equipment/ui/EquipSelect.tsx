import { mfgEquipPageQueryOptions, type MfgEquipPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

type Equipment = MfgEquipPageData['rows'][number];

// The ledger in one request (a factory has tens to a few hundred machines), searched in the browser.
const allEquipment = {
  ...mfgEquipPageQueryOptions({ body: { pageNo: 1, pageSize: 200 } }),
  staleTime: 5 * 60_000,
  select: (page: MfgEquipPageData): Equipment[] => page.rows,
};

export interface EquipSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** One piece of equipment of the ledger, '编码 名称' (scrapped ones left out); empty is null. */
export function EquipSelect({ placeholder = '请选择设备', ...props }: EquipSelectProps) {
  return (
    <QuerySelect
      {...props}
      placeholder={placeholder}
      query={allEquipment}
      filter={(e) => e.state !== 'SCRAPPED'}
      option={(e) => ({ value: e.id, label: `${e.code} ${e.name}` })}
    />
  );
}
