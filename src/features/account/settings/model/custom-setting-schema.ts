// zod/mini: see base-info-schema.ts.
import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { SysUserOwnCustomSettingData, SysUserUpdateCustomSettingVariables } from '@/shared/api';

type CustomSettingBody = SysUserUpdateCustomSettingVariables['body'];

/** product.md §9 page size options. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200] as const;

export const TABLE_SIZE_NAMES: Record<CustomSettingBody['tableSize'], string> = {
  default: '宽松',
  middle: '中等',
  small: '紧凑',
};

/** 个性化: the default product ('' = the first of the list, sent as null), table page size and row size. */
export const customSettingSchema = exactBody<CustomSettingBody>()(
  z.object({
    defaultProductId: z.pipe(
      z.string(),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
    pageSize: z.literal(PAGE_SIZE_OPTIONS, '请选择每页条数'),
    tableSize: z.enum(['default', 'middle', 'small'], '请选择表格行高'),
  }),
);

export type CustomSettingFormValues = z.input<typeof customSettingSchema>;

export function customSettingDefaults(setting: SysUserOwnCustomSettingData): CustomSettingFormValues {
  return { defaultProductId: setting.defaultProductId ?? '', pageSize: setting.pageSize, tableSize: setting.tableSize };
}
