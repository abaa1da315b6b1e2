import { Badge, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Countdown } from '@/shared/ui/countdown';
import { epochOf, minutesBetween, STOP_STATES, type StopState } from '../model/line-stop';

export function StopStateBadge({ state }: { state: StopState }) {
  return <Badge status={STOP_STATES[state].badge} text={STOP_STATES[state].label} />;
}

/** Re-renders every 30 s: 已超时 N 分钟 counts on by the minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Overdue({ since }: { since: number }) {
  const now = useMinuteClock();
  return <Typography.Text type="danger">已超时 {Math.max(1, minutesBetween(since, now))} 分钟</Typography.Text>;
}

/**
 * While a line is stopped: the time left to its expected resume (hh:mm:ss, ticking), and once that has passed
 * 已超时 N 分钟 in the danger colour. The mock's times are fixed, so this reads the clock, never the server's "now".
 */
export function StopCountdown({ expectedEndTime }: { expectedEndTime: string }) {
  const target = epochOf(expectedEndTime);
  const [over, setOver] = useState(() => target <= Date.now());
  if (over) return <Overdue since={target} />;
  return (
    <span aria-label="距预计恢复">
      <Countdown target={target} onEnd={() => setOver(true)} />
    </span>
  );
}
