import { Input } from 'antd';
import type { Ref } from 'react';

export interface SecretInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  /** A secret is saved already: the field says so, and stays empty unless a new one is typed. */
  saved: boolean;
  disabled?: boolean;
}

/** A write-only secret (SMTP 授权码, DingTalk AppSecret): never shown, sent only when a new one is typed. */
export function SecretInput({ id, value, onChange, onBlur, saved, disabled }: SecretInputProps) {
  return (
    <Input.Password
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      autoComplete="new-password"
      placeholder={saved ? '已设置（不修改请留空）' : '请输入'}
      visibilityToggle={value !== ''}
    />
  );
}
