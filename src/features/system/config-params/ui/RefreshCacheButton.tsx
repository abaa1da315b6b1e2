import { ReloadOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState } from 'react';
import { Access } from '@/entities/permission';
import { sysConfigRefreshCache } from '@/shared/api';

/** 刷新缓存: the service nodes read the parameters again, so a change applies now; a failure toasts through the request layer. */
export function RefreshCacheButton() {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await sysConfigRefreshCache();
      void message.success('参数缓存已刷新，修改即时生效');
    } catch {
      // Told by the request layer.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Access require="sysConfig:edit">
      <Button icon={<ReloadOutlined />} loading={running} onClick={() => void run()}>
        刷新缓存
      </Button>
    </Access>
  );
}
