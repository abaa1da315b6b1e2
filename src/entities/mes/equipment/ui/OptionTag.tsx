import { Tag } from 'antd';
import { type LabelledOption, optionOf } from '../model/equip-labels';

/** A contract enum value as its coloured tag ('运行', '计划保养'); an unknown value as itself. */
export function OptionTag<V extends string>({
  options,
  value,
}: {
  options: readonly LabelledOption<V>[];
  value: V | null | undefined;
}) {
  if (!value) return null;
  const option = optionOf(options, value);
  return <Tag color={option?.color}>{option?.title ?? value}</Tag>;
}
