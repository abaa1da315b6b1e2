/** The greeting by hour of product.md §9: before 9 早上, to 11 上午, to 13 中午, before 20 下午, else 晚上. */
export function greetingByHour(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}
