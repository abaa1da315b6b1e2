import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/shared/config';

/** hh:mm:ss of a number of seconds (hours keep counting past 99). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

interface CountdownProps {
  /** When it ends (epoch milliseconds). */
  target: number;
  onEnd?: () => void;
}

/** product.md §2.6 countdown: hh:mm:ss, ticking every second, `onEnd` once at zero; stops when it leaves the screen. */
export function Countdown({ target, onEnd }: CountdownProps) {
  const left = () => Math.max(0, Math.ceil((target - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    ended.current = false;
    const tick = () => {
      const now = Math.max(0, Math.ceil((target - Date.now()) / 1000));
      setSeconds(now);
      if (now === 0 && !ended.current) {
        ended.current = true;
        clearInterval(timer);
        onEndRef.current?.();
      }
    };
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  return <span role="timer">{formatCountdown(seconds)}</span>;
}
