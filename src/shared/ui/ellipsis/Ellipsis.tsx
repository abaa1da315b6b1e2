import { Tooltip } from 'antd';
import { truncateByWidth } from '@/shared/lib/format';

/** product.md §2.6 ellipsis by length: at most `width` units (a Chinese character is 2), the whole text in a tooltip when cut. */
export function Ellipsis({ text, width }: { text: string | null | undefined; width: number }) {
  const value = text ?? '';
  const cut = truncateByWidth(value, width);
  return cut.truncated ? (
    <Tooltip title={value}>
      <span>{cut.text}</span>
    </Tooltip>
  ) : (
    <span>{value}</span>
  );
}
