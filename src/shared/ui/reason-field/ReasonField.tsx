import { Flex, Input, Typography } from 'antd';

export interface ReasonFieldProps {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  /** The rule's message under the box (e.g. '请输入冲销原因'); typing clears it. */
  error?: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** The reason a confirmation asks for (冲销, 取消, 短缺完工…): a labelled box with its counter and its message. */
export function ReasonField({ id, label, required, value, error, onChange, maxLength = 200 }: ReasonFieldProps) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        {required && <Typography.Text type="danger">* </Typography.Text>}
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={value}
        maxLength={maxLength}
        showCount
        status={error ? 'error' : ''}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
