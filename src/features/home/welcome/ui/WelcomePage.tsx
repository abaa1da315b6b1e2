import { Card, Descriptions, Typography } from 'antd';
import { useUserDetails } from '@/entities/session';
import { greetingByHour } from '@/shared/lib/greeting';

/** Home (route Console): the greeting by hour (product.md §9), who is logged in, into which enterprise. */
export function WelcomePage() {
  // The session shell renders screens only once the user details are loaded.
  const info = useUserDetails().data;
  if (!info) return null;
  return (
    <Card>
      <Typography.Title level={3}>
        {greetingByHour(new Date().getHours())}，{info.name}
      </Typography.Title>
      {info.welcome && <Typography.Paragraph type="secondary">{info.welcome}</Typography.Paragraph>}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="账号">{info.account}</Descriptions.Item>
        <Descriptions.Item label="当前企业">{info.corpName}</Descriptions.Item>
        <Descriptions.Item label="可用产品">{info.products.map((p) => p.name).join('、')}</Descriptions.Item>
        <Descriptions.Item label="租户">{info.tenantCode}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
