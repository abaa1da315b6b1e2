import { Tag } from 'antd';
import { DEFECT_CLASSES, defectClassText, type DefectClass } from '../model/defect-classes';

/** A defect class as a coloured tag: CR 致命 red, MAJ 严重 orange, MIN 轻微 blue. */
export function DefectClassTag({ value }: { value: DefectClass | null | undefined }) {
  if (!value) return null;
  return <Tag color={DEFECT_CLASSES[value].color}>{defectClassText(value)}</Tag>;
}
