import { useCallback, useEffect, useState } from 'react';

/** The countdown ticks once a second (product.md §9). */
export const COUNTDOWN_TICK_MS = 1000;

/** The SMS button's text: first '获取验证码', then 'N 秒后重新获取' while it waits, then '重新获取'. */
export function smsButtonLabel(remaining: number, sentOnce: boolean): string {
  if (remaining > 0) return `${remaining} 秒后重新获取`;
  return sentOnce ? '重新获取' : '获取验证码';
}

/**
 * Seconds left until a code may be sent again. Counted from an end time rather than by decrementing, so a tab the
 * browser throttled still shows the right number.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | undefined>(undefined);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === undefined) return;
    const update = () => {
      const left = Math.max(Math.ceil((endsAt - Date.now()) / 1000), 0);
      setRemaining(left);
      return left;
    };
    if (update() === 0) return;
    const timer = window.setInterval(() => {
      if (update() === 0) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { remaining, started: endsAt !== undefined, start };
}
