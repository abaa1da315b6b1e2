import { BankOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useUserDetails } from '@/entities/session';
import { useSwitchEnterprise } from '../model/use-switch-enterprise';

/** Header control: the current enterprise's alias; pick another to switch (hidden with only one enterprise). */
export function EnterpriseSwitcher() {
  const { data: user } = useUserDetails();
  const switchTo = useSwitchEnterprise();
  const enterprises = user?.optionalEnterpriseList ?? [];
  if (!user || enterprises.length <= 1) return null;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [user.enterpriseId],
        items: enterprises.map(({ id, alias }) => ({ key: id, label: alias })),
        onClick: ({ key }) => {
          const target = enterprises.find((enterprise) => enterprise.id === key);
          if (target && target.id !== user.enterpriseId) switchTo(target);
        },
      }}
    >
      <Button type="text" icon={<BankOutlined />} aria-label={`当前企业：${user.enterpriseAlias}，点击切换企业`}>
        {user.enterpriseAlias}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
