import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { endLabel, hoursLabel, isTime, shiftMinutes, workMinutes, type TimeRange } from '../model/shift-time';

interface BreaksEditorProps {
  value: TimeRange[];
  onChange: (breaks: TimeRange[]) => void;
  onBlur?: () => void;
}

/** The shift's breaks (start–end pairs, HH:mm) and, live, the shift's length and effective working time. */
export function BreaksEditor({ value, onChange, onBlur }: BreaksEditorProps) {
  const startTime = useWatch<{ startTime: string }, 'startTime'>({ name: 'startTime' });
  const endTime = useWatch<{ endTime: string }, 'endTime'>({ name: 'endTime' });
  const shift = { startTime, endTime };
  const known = isTime(startTime) && isTime(endTime);
  const change = (index: number, key: keyof TimeRange, text: string) =>
    onChange(value.map((item, at) => (at === index ? { ...item, [key]: text.trim() } : item)));
  return (
    <Flex vertical gap={8}>
      {value.map((item, index) => (
        <Flex key={index} gap={8} align="center">
          <Input
            aria-label={`休息 ${index + 1} 开始`}
            value={item.startTime}
            onChange={(event) => change(index, 'startTime', event.target.value)}
            onBlur={onBlur}
            placeholder="开始 HH:mm"
            maxLength={5}
            style={{ width: 120 }}
          />
          <span>至</span>
          <Input
            aria-label={`休息 ${index + 1} 结束`}
            value={item.endTime}
            onChange={(event) => change(index, 'endTime', event.target.value)}
            onBlur={onBlur}
            placeholder="结束 HH:mm"
            maxLength={5}
            style={{ width: 120 }}
          />
          <Button
            aria-label={`删除休息 ${index + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => onChange(value.filter((_item, at) => at !== index))}
          />
        </Flex>
      ))}
      <Flex gap={16} align="center" wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={value.length >= 6}
          onClick={() => onChange([...value, { startTime: '', endTime: '' }])}
        >
          添加休息时段
        </Button>
        {known && (
          <Typography.Text type="secondary" aria-live="polite">
            {startTime}–{endLabel(shift)}，时长 {hoursLabel(shiftMinutes(shift))}，有效工时{' '}
            {hoursLabel(workMinutes(shift, value))}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
