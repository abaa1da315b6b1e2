import { Flex, Progress, Typography } from 'antd';
import { PASSWORD_LEVEL_NAMES, PASSWORD_SCORE_MAX, passwordLevel, passwordScore } from '@/shared/lib/password-strength';

const LEVEL_COLORS = { weak: '#ff4d4f', medium: '#faad14', strong: '#52c41a' } as const;

/** The product.md §5 score of what is being typed, as a meter and a word (弱 / 中 / 强). */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordScore(password);
  const level = passwordLevel(score);
  return (
    <Flex align="center" gap={12} aria-live="polite">
      <Progress
        percent={(score / PASSWORD_SCORE_MAX) * 100}
        steps={4}
        size={[48, 6]}
        strokeColor={LEVEL_COLORS[level]}
        showInfo={false}
      />
      <Typography.Text style={{ color: LEVEL_COLORS[level] }}>强度：{PASSWORD_LEVEL_NAMES[level]}</Typography.Text>
    </Flex>
  );
}
