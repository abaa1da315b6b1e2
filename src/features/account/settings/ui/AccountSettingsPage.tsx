import { Card, Grid, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/lib/page-title';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from '../config/sections';
import { useSettingsSection } from '../model/use-settings-section';
import styles from './AccountSettingsPage.module.css';
import { BaseSettings } from './BaseSettings';
import { BindingSettings } from './BindingSettings';
import { CustomSettings } from './CustomSettings';
import { NotificationSettings } from './NotificationSettings';
import { SecuritySettings } from './SecuritySettings';

const menuItems = SETTINGS_SECTIONS.map(({ key, title }) => ({ key, label: title }));

/** 个人设置 (product.md §2.2 route AccountSettings, product.md §2.5): a menu of sections; `?tab=security` opens one directly. */
export function AccountSettingsPage() {
  usePageTitle('个人设置');
  const [section, open] = useSettingsSection();
  const wide = Grid.useBreakpoint().md ?? true;
  const title = SETTINGS_SECTIONS.find((entry) => entry.key === section)?.title;

  const content: Record<SettingsSectionKey, ReactNode> = {
    base: <BaseSettings />,
    security: <SecuritySettings onOpen={open} />,
    binding: <BindingSettings />,
    notification: <NotificationSettings />,
    custom: <CustomSettings />,
  };

  return (
    <div className={styles.page}>
      <Card styles={{ body: { padding: '16px 0' } }}>
        <div className={styles.layout}>
          <nav className={styles.menu} aria-label="个人设置">
            <Menu
              mode={wide ? 'inline' : 'horizontal'}
              selectedKeys={[section]}
              items={menuItems}
              onClick={({ key }) => {
                const next = SETTINGS_SECTIONS.find((entry) => entry.key === key);
                if (next) open(next.key);
              }}
            />
          </nav>
          <section className={styles.content}>
            <Typography.Title level={4} className={styles.title}>
              {title}
            </Typography.Title>
            {content[section]}
          </section>
        </div>
      </Card>
    </div>
  );
}
