import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import { useNavigate } from 'react-router-dom';
import { useSysUserOwnInfo } from '@/shared/api';
import { ACCOUNT_SETTINGS_PATH } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import styles from './AccountCenterPage.module.css';
import { LoginLogTable } from './LoginLogTable';
import { ProfileCard } from './ProfileCard';
import { ProfileDetails } from './ProfileDetails';

/** 个人中心 (product.md §2.2 route AccountCenter): the profile card and tabs with what the contract tells about the user. */
export function AccountCenterPage() {
  usePageTitle('个人中心');
  const navigate = useNavigate();
  const profile = useSysUserOwnInfo();

  if (profile.isError) {
    return (
      <Result
        status="error"
        title="个人资料加载失败"
        subTitle="请检查网络后重试。"
        extra={
          <Button type="primary" onClick={() => void profile.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8} xl={7}>
          {profile.data ? (
            <ProfileCard profile={profile.data} />
          ) : (
            <Card>
              <Skeleton avatar active paragraph={{ rows: 6 }} />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Card>
            <Tabs
              defaultActiveKey="profile"
              tabBarExtraContent={
                <Button icon={<EditOutlined />} onClick={() => void navigate(`${ACCOUNT_SETTINGS_PATH}?tab=base`)}>
                  编辑资料
                </Button>
              }
              items={[
                {
                  key: 'profile',
                  label: '个人资料',
                  children: profile.data ? <ProfileDetails profile={profile.data} /> : <Skeleton active />,
                },
                { key: 'logins', label: '最近登录', children: <LoginLogTable /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
