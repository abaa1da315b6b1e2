import { Button } from 'antd';
import { useState } from 'react';
import { smsButtonLabel, useCountdown } from '../model/use-countdown';

export interface SmsCodeButtonProps {
  /** Sends the code; answers undefined when it was not sent (the caller showed why). */
  send: () => Promise<{ resendSeconds: number } | undefined>;
}

/** 获取验证码, then 'N 秒后重新获取' (the server's resendSeconds, ticking each second) until it may be sent again. */
export function SmsCodeButton({ send }: SmsCodeButtonProps) {
  const { remaining, started, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    setSending(true);
    try {
      const sent = await send();
      if (sent) start(sent.resendSeconds);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="large"
      disabled={remaining > 0}
      loading={sending}
      onClick={() => void onClick()}
      style={{ minWidth: 132 }}
    >
      {smsButtonLabel(remaining, started)}
    </Button>
  );
}
