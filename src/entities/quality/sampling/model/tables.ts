import { TABLE_2A_NORMAL } from './table-2a-normal';
import { TABLE_2B_TIGHTENED } from './table-2b-tightened';
import { TABLE_2C_REDUCED } from './table-2c-reduced';
import type { Severity, SingleSamplingTable } from './types';

/** The master table each 严格度 reads its plans from. */
export const TABLE_BY_SEVERITY: Readonly<Record<Severity, SingleSamplingTable>> = {
  NORMAL: TABLE_2A_NORMAL,
  TIGHTENED: TABLE_2B_TIGHTENED,
  REDUCED: TABLE_2C_REDUCED,
};
