import { Tag } from 'antd';
import { ESW_LEVELS, type EswLevel } from '../model/esw-options';

/** 预警级别 as a coloured tag. */
export function EswLevelTag({ level }: { level: EswLevel }) {
  const { label, color } = ESW_LEVELS[level];
  return <Tag color={color}>{label}</Tag>;
}
