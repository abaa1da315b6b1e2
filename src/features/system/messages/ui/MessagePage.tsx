import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/shared/ui/tabs';
import { MyMessageList } from './MyMessageList';
import { NoticeListPage } from './NoticeListPage';

const MINE = 'mine';

/** 站内消息: 通知公告 (what the enterprise publishes) and 我的消息 (what the signed-in user received; ?tab=mine). */
export function MessagePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === MINE ? MINE : 'notices';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === MINE ? { tab: MINE } : {}, { replace: true })}
        items={[
          { key: 'notices', label: '通知公告', children: <NoticeListPage /> },
          { key: MINE, label: '我的消息', children: <MyMessageList /> },
        ]}
      />
    </Card>
  );
}
