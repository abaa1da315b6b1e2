import type { PoAsnDetailData, PoAsnOrderLinesData } from '@/shared/api';

/** An order line an ASN can ship from (`poAsnOrderLines`), with what its 可发数 is made of. */
export type AsnOrderLine = PoAsnOrderLinesData[number];
/** An ASN with its lines (`poAsnDetail`): what the labels print from. */
export type AsnDetail = PoAsnDetailData;
export type AsnDetailLine = AsnDetail['lines'][number];
