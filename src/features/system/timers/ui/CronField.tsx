import { Input, Typography } from 'antd';
import { useMemo, type Ref } from 'react';
import { readCron } from '../model/cron';

interface CronFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The expression, and below it what it means in Chinese and the next five runs, as it is typed. */
export function CronField({ id, value = '', onChange, onBlur }: CronFieldProps) {
  const reading = useMemo(() => (value.trim() ? readCron(value, 5) : undefined), [value]);
  return (
    <div>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        onBlur={onBlur}
        placeholder="秒 分 时 日 月 周 [年]，如 0 30 1 * * ?"
        style={{ fontFamily: 'monospace' }}
      />
      {reading?.ok && (
        <div aria-live="polite" style={{ marginTop: 8 }}>
          <Typography.Text strong>{reading.description}</Typography.Text>
          <div>
            <Typography.Text type="secondary">接下来 5 次执行</Typography.Text>
            <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {reading.next.map((time) => (
                <li key={time}>{time}</li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </div>
  );
}
