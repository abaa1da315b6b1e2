import { roundHalfUp } from '@/shared/lib/format';

/** 10 to the unit's decimals: quantities are compared and divided as whole numbers of the unit's smallest step. */
const stepOf = (places: number) => 10 ** places;

/** A quantity in whole steps of its unit, rid of the float noise of a product (2000 × 1.03). */
export const inSteps = (value: number, places: number) => Number((value * stepOf(places)).toFixed(6));

/** Rounded down to the unit's decimals. */
export const floorTo = (value: number, places: number) => Math.floor(inSteps(value, places)) / stepOf(places);

/** A quantity as the messages and labels write it: the unit's decimals at most, no separators, no trailing zeros. */
export const plainQty = (value: number, places: number) => String(Number(roundHalfUp(value, places)));
