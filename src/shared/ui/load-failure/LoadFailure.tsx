import { Button, Flex, Typography } from 'antd';

/**
 * What a list or a panel that loads on its own shows where its data would be when it could not be fetched, or came
 * back malformed: the Chinese reason and 重试 — never an empty table, an empty plan or nothing at all (issue 28).
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Flex vertical align="center" gap={12} role="alert" style={{ padding: '24px 0' }}>
      <Typography.Text type="danger">{message}</Typography.Text>
      <Button size="small" onClick={onRetry}>
        重试
      </Button>
    </Flex>
  );
}
