import { Tag } from 'antd';
import { DISPOSITION_STATES, type DispositionState } from '../model/inspection-labels';

/** 处置进度 of a rejected lot as a tag (nothing for a lot accepted). */
export function DispositionTag({ value }: { value: DispositionState | null | undefined }) {
  if (!value) return null;
  const look = DISPOSITION_STATES[value];
  return <Tag color={look.color}>{look.label}</Tag>;
}
