import { Space, Tag, Typography } from 'antd';
import { INSPECT_MODES, MODE_SOURCES, type IqcApplyRow } from '../model/apply-states';

/** 检验方式 and, beside it in grey, where it came from (供应商物料 / 供应商配置 / 手工指定). */
export function InspectMode({ row }: { row: Pick<IqcApplyRow, 'inspectMode' | 'modeSource'> }) {
  const mode = INSPECT_MODES[row.inspectMode];
  return (
    <Space size={4}>
      <Tag color={mode.color}>{mode.label}</Tag>
      <Typography.Text type="secondary">{MODE_SOURCES[row.modeSource]}</Typography.Text>
    </Space>
  );
}
