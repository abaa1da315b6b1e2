import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import {
  sysDingTalkSync,
  sysDingTalkTest,
  type SysDingTalkDetailData,
  type SysDingTalkSyncData,
  type SysDingTalkTestData,
} from '@/shared/api';

/** 测试连接 and 通讯录同步, each with its result shown in place. */
export function ConnectionTools({
  config,
  canTest,
  canSync,
  onSynced,
}: {
  config: SysDingTalkDetailData;
  canTest: boolean;
  canSync: boolean;
  onSynced: () => void;
}) {
  const [test, setTest] = useState<SysDingTalkTestData>();
  const [testing, setTesting] = useState(false);
  const [sync, setSync] = useState<SysDingTalkSyncData>();
  const [syncing, setSyncing] = useState(false);
  const runTest = async () => {
    setTesting(true);
    setTest(undefined);
    try {
      setTest(await sysDingTalkTest({ body: {} }));
    } finally {
      setTesting(false);
    }
  };
  const runSync = async () => {
    setSyncing(true);
    try {
      setSync(await sysDingTalkSync({ body: {} }));
      onSynced();
    } finally {
      setSyncing(false);
    }
  };
  const last =
    sync ??
    (config.lastSyncTime
      ? { matchedCount: config.matchedCount, unmatchedCount: config.unmatchedCount, syncTime: config.lastSyncTime }
      : undefined);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        {canTest && (
          <Button onClick={() => void runTest()} loading={testing}>
            测试连接
          </Button>
        )}
        {canSync && (
          <Popconfirm
            title="确认从钉钉同步通讯录吗？"
            description="按手机号匹配系统用户与钉钉用户"
            okText="确定"
            cancelText="取消"
            onConfirm={() => runSync()}
          >
            <Button loading={syncing}>通讯录同步</Button>
          </Popconfirm>
        )}
        <Typography.Text type="secondary">
          {last
            ? `上次同步：${last.syncTime}，${last.matchedCount} 人已匹配，${last.unmatchedCount} 人未匹配`
            : '尚未同步通讯录'}
        </Typography.Text>
      </Flex>
      {test && (
        <Alert
          type={test.success ? 'success' : 'error'}
          showIcon
          title={test.success ? `连接成功${test.latencyMs == null ? '' : `，耗时 ${test.latencyMs} ms`}` : '连接失败'}
          description={test.message}
        />
      )}
      {sync && (
        <Alert
          type="success"
          showIcon
          title={`同步完成：${sync.matchedCount} 人已匹配，${sync.unmatchedCount} 人未匹配`}
        />
      )}
    </Flex>
  );
}
