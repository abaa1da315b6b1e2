import { Tag } from 'antd';
import { PROCESS_TYPE_NAMES, type ProcessType } from '../model/process-labels';

/** 工序类型 as a tag (加工, 装配, 检验…). */
export function ProcessTypeTag({ type }: { type: ProcessType }) {
  return <Tag>{PROCESS_TYPE_NAMES[type]}</Tag>;
}
