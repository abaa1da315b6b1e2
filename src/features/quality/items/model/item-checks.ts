import * as z from 'zod/mini';
import type { QmItemAddVariables } from '@/shared/api';

type ItemBody = QmItemAddVariables['body'];

/** What the server refuses with 1017006, said before the save: a 定量 item measures in a unit, a 定性 one in none. */
export const UOM_REQUIRED = '定量项目须选择质量计量单位';
export const UOM_NOT_FOR_QUALITATIVE = '定性项目不选质量计量单位';

export const itemChecks = [
  z.refine<ItemBody>((item) => item.valueType !== 'QUANTITATIVE' || Boolean(item.uomId), {
    message: UOM_REQUIRED,
    path: ['uomId'],
  }),
  z.refine<ItemBody>((item) => item.valueType !== 'QUALITATIVE' || !item.uomId, {
    message: UOM_NOT_FOR_QUALITATIVE,
    path: ['uomId'],
  }),
];
