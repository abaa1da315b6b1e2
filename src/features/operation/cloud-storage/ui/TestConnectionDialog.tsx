import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Spin } from 'antd';
import { type opCloudStorage, opCloudStorageTestConnection } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { storageTypeTitle } from '../model/storage-types';

/** 连接测试: runs at once (upload, read, delete a test object) and shows whether the channel works, how fast, or why not. */
export function TestConnectionDialog({ row, onClose }: RowPanelProps<RowOf<typeof opCloudStorage>>) {
  // A query, not an effect: opening the dialog asks once (also under StrictMode's double mount), 重新测试 asks again.
  const test = useQuery({
    queryKey: ['opCloudStorageTestConnection', row.id],
    queryFn: () => opCloudStorageTestConnection({ body: { id: row.id } }, { quiet: true }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const result = test.data;
  return (
    <Modal
      open
      title={`连接测试：${row.name}`}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={() => void test.refetch()} loading={test.isFetching}>
            重新测试
          </Button>
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </Flex>
      }
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="存储类型">{storageTypeTitle(row.storageType)}</Descriptions.Item>
        <Descriptions.Item label="访问地址">{row.endpoint}</Descriptions.Item>
        <Descriptions.Item label="存储桶">{row.bucket}</Descriptions.Item>
      </Descriptions>
      {test.isFetching && (
        <Spin description="正在测试连接…">
          <div style={{ height: 48 }} />
        </Spin>
      )}
      {test.isError && !test.isFetching && (
        <Alert role="status" type="error" showIcon title={`连接测试失败：${userMessageOf(test.error)}`} />
      )}
      {result && !test.isFetching && !test.isError && (
        <Alert
          role="status"
          type={result.connected ? 'success' : 'error'}
          showIcon
          title={
            result.connected
              ? `连接正常${result.latencyMs == null ? '' : `（耗时 ${result.latencyMs} ms）`}`
              : '连接失败'
          }
          description={`${result.message}（测试时间 ${result.checkTime}）`}
        />
      )}
    </Modal>
  );
}
