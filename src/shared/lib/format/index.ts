export {
  formatNumber,
  formatQty,
  formatMoney,
  convertSize,
  decimalsOf,
  roundHalfUp,
  SIZE_UNIT_MESSAGE,
  type SizeUnit,
} from './number';
export { textWidth, truncateByWidth } from './text-width';
export { formatDate } from './date';
