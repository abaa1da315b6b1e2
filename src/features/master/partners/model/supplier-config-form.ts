import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { MdSupplierConfigGetData, MdSupplierConfigSaveVariables } from '@/shared/api';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

export type SupplierConfig = MdSupplierConfigGetData;
type ConfigBody = Omit<MdSupplierConfigSaveVariables['body'], 'supplierId'>;

interface Bounds {
  min: number;
  max: number;
  integer?: boolean;
}

/** A required number within the contract's range; the input gives null when cleared ('请输入{label}'). */
function requiredNumber(label: string, { min, max, integer }: Bounds) {
  const given = z.nullable(z.number(`${label}必须是数字`)).check(z.refine((value) => value !== null, `请输入${label}`));
  return z.pipe(
    given,
    z
      .number(`请输入${label}`)
      .check(
        ...(integer ? [z.refine<number>((value) => Number.isInteger(value), `${label}必须是整数`)] : []),
        z.gte(min, `${label}不能小于 ${min}`),
        z.lte(max, `${label}不能大于 ${max}`),
      ),
  );
}

export const QUALITY_CHECK_MODES = [
  { value: 'FULL', title: '全检' },
  { value: 'SAMPLE', title: '抽检' },
  { value: 'EXEMPT', title: '免检' },
] as const satisfies readonly { value: ConfigBody['qualityCheckMode']; title: string }[];

/** 供应商协同配置, saved as a whole: typed against the contract's MdSupplierConfigForm (the page adds supplierId). */
export const supplierConfigSchema = exactBody<ConfigBody>()(
  z.object({
    asnRequired: z.boolean(),
    deliveryTolerancePct: requiredNumber('交货数量允差', { min: 0, max: 100 }),
    earlyDeliveryDays: requiredNumber('允许提前交货天数', { min: 0, max: 30, integer: true }),
    qualityCheckMode: z.enum(['FULL', 'SAMPLE', 'EXEMPT'], '请选择来料检验方式'),
    labelRequired: z.boolean(),
    reconciliationDay: requiredNumber('每月对账日', { min: 1, max: 28, integer: true }),
    portalEnabled: z.boolean(),
  }),
);

/** The inputs: numbers may be cleared (null) until the rules ask for them. */
export type SupplierConfigValues = z.input<typeof supplierConfigSchema>;
export type SupplierConfigBody = z.output<typeof supplierConfigSchema>;

/** The loaded configuration (the server's defaults when never saved) as the form's values. */
export function supplierConfigValues(config: SupplierConfig): SupplierConfigValues {
  return {
    asnRequired: config.asnRequired,
    deliveryTolerancePct: config.deliveryTolerancePct,
    earlyDeliveryDays: config.earlyDeliveryDays,
    qualityCheckMode: config.qualityCheckMode,
    labelRequired: config.labelRequired,
    reconciliationDay: config.reconciliationDay,
    portalEnabled: config.portalEnabled,
  };
}

/** The yes/no settings, each a switch. */
type SwitchName = 'asnRequired' | 'labelRequired' | 'portalEnabled';

/** The form's fields; the page gives the switches and the radio group. No min/max on the number inputs: they would
 * clamp silently, the rules say what the range is. */
export const supplierConfigFields = (inputs: {
  switchOf: (name: SwitchName) => FieldRender<SupplierConfigValues, SwitchName>;
  qualityCheckMode: FieldRender<SupplierConfigValues, 'qualityCheckMode'>;
}): FieldConfig<SupplierConfigValues>[] => [
  { name: 'asnRequired', label: '送货前须发 ASN（送货通知）', render: inputs.switchOf('asnRequired') },
  { name: 'labelRequired', label: '来料须贴供应商条码标签', render: inputs.switchOf('labelRequired') },
  {
    name: 'deliveryTolerancePct',
    label: '交货数量允差（%）',
    required: true,
    kind: 'number',
    placeholder: '0–100，超出部分拒收',
  },
  { name: 'earlyDeliveryDays', label: '允许提前交货天数', required: true, kind: 'number', placeholder: '0–30 天' },
  { name: 'reconciliationDay', label: '每月对账日', required: true, kind: 'number', placeholder: '每月 1–28 日' },
  { name: 'qualityCheckMode', label: '来料检验方式', required: true, render: inputs.qualityCheckMode },
  { name: 'portalEnabled', label: '开通供应商协同门户', render: inputs.switchOf('portalEnabled') },
];
