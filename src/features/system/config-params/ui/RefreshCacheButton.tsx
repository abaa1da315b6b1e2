import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Access } from '@/entities/permission';
import { sysConfigRefreshCache } from '@/shared/api';
import { useSave } from '@/shared/ui/form';

const refreshCache = () => sysConfigRefreshCache();

/** 刷新缓存: the service nodes read the parameters again, so a change applies now; a failure toasts through the request layer. */
export function RefreshCacheButton() {
  const { saving, save } = useSave(refreshCache, { done: '参数缓存已刷新，修改即时生效' });
  return (
    <Access require="sysConfig:edit">
      <Button icon={<ReloadOutlined />} loading={saving} onClick={() => void save()}>
        刷新缓存
      </Button>
    </Access>
  );
}
