import { Card, Descriptions, Result, Spin, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { endSession, useUserDetails } from '@/entities/session';
import { LOGIN_PATH } from '@/shared/config';
import { greetingByHour } from '@/shared/lib/greeting';
import { usePageTitle } from '@/shared/lib/page-title';

/** Home (route Console): who is logged in, into which enterprise. */
export function WelcomePage() {
  usePageTitle('首页');
  const location = useLocation();
  const user = useUserDetails();
  if (user.isPending) return <Spin size="large" fullscreen tip="正在加载用户信息…" />;
  if (user.isError) {
    // Loading user info failed: log out and sign in again, back to this page afterwards (§2.2).
    endSession();
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  const info = user.data;
  if (!info) return <Result status="warning" title="未获取到用户信息" />;
  return (
    <main style={{ padding: 24 }}>
      <Card>
        <Typography.Title level={3}>
          {greetingByHour(new Date().getHours())}，{info.name}
        </Typography.Title>
        {info.welcome && <Typography.Paragraph type="secondary">{info.welcome}</Typography.Paragraph>}
        <Descriptions column={2} size="small">
          <Descriptions.Item label="账号">{info.account}</Descriptions.Item>
          <Descriptions.Item label="当前企业">{info.corpName}</Descriptions.Item>
          <Descriptions.Item label="可用产品">{info.products.map((p) => p.name).join('、')}</Descriptions.Item>
          <Descriptions.Item label="租户">{info.tenantCode}</Descriptions.Item>
        </Descriptions>
      </Card>
    </main>
  );
}
