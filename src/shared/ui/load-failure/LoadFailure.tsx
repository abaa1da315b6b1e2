import { Button, Flex, Typography } from 'antd';

/** What the table shows in place of its rows when the list could not be fetched (never an empty table). */
export function ListFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Flex vertical align="center" gap={12} role="alert" style={{ padding: '24px 0' }}>
      <Typography.Text type="danger">{message}</Typography.Text>
      <Button size="small" onClick={onRetry}>
        重试
      </Button>
    </Flex>
  );
}
