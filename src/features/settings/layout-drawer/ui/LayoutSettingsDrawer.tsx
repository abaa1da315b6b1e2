import { Button, Divider, Drawer, Select, Switch } from 'antd';
import type { CSSProperties } from 'react';
import { resetLayoutSettings, useLayoutSettings, type LayoutSettings } from '@/entities/layout-settings';
import { LayoutChoice, type LayoutChoiceOption } from './LayoutChoice';
import styles from './LayoutSettingsDrawer.module.css';
import { PrimaryColorPicker } from './PrimaryColorPicker';
import { SettingRow } from './SettingRow';

const THEME_OPTIONS: readonly LayoutChoiceOption<LayoutSettings['theme']>[] = [
  { value: 'light', label: '亮色风格', sider: true, header: true, dark: false },
  { value: 'dark', label: '暗色风格', sider: true, header: true, dark: true },
];

const MODE_OPTIONS: readonly LayoutChoiceOption<LayoutSettings['layoutMode']>[] = [
  { value: 'side', label: '侧边菜单布局', sider: true, header: true, dark: true },
  { value: 'top', label: '顶部菜单布局', sider: false, header: true, dark: true },
];

const WIDTH_OPTIONS: { value: LayoutSettings['contentWidth']; label: string }[] = [
  { value: 'fluid', label: '流式' },
  { value: 'fixed', label: '定宽' },
];

export interface LayoutSettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The layout settings drawer (product.md §3): every change applies at once and is kept for the next visit. */
export function LayoutSettingsDrawer({ open, onClose }: LayoutSettingsDrawerProps) {
  const [settings, update] = useLayoutSettings();
  const topMode = settings.layoutMode === 'top';
  const primary = { '--settings-primary': settings.primaryColor } as CSSProperties;
  return (
    <Drawer
      title="系统布局配置"
      size={300}
      open={open}
      onClose={onClose}
      style={primary}
      footer={
        <Button block onClick={resetLayoutSettings}>
          恢复默认设置
        </Button>
      }
    >
      <section className={styles.section}>
        <div className={styles.sectionTitle}>整体风格</div>
        <LayoutChoice
          label="整体风格"
          value={settings.theme}
          options={THEME_OPTIONS}
          onChange={(theme) => update({ theme })}
        />
      </section>
      <section className={styles.section}>
        <div className={styles.sectionTitle}>主题色</div>
        <PrimaryColorPicker value={settings.primaryColor} onChange={(primaryColor) => update({ primaryColor })} />
      </section>
      <Divider />
      <section className={styles.section}>
        <div className={styles.sectionTitle}>导航模式</div>
        <LayoutChoice
          label="导航模式"
          value={settings.layoutMode}
          options={MODE_OPTIONS}
          onChange={(layoutMode) => update({ layoutMode })}
        />
      </section>
      <SettingRow label="内容区域宽度" disabledReason={topMode ? undefined : '仅顶部菜单布局可设置'}>
        <Select
          size="small"
          aria-label="内容区域宽度"
          style={{ width: 80 }}
          disabled={!topMode}
          value={settings.contentWidth}
          options={WIDTH_OPTIONS}
          onChange={(contentWidth) => update({ contentWidth })}
        />
      </SettingRow>
      <SettingRow label="固定 Header">
        <Switch
          size="small"
          aria-label="固定 Header"
          checked={settings.fixedHeader}
          onChange={(fixedHeader) => update({ fixedHeader })}
        />
      </SettingRow>
      <SettingRow label="下滑时隐藏 Header" disabledReason={settings.fixedHeader ? undefined : '固定 Header 时可设置'}>
        <Switch
          size="small"
          aria-label="下滑时隐藏 Header"
          disabled={!settings.fixedHeader}
          checked={settings.autoHideHeader}
          onChange={(autoHideHeader) => update({ autoHideHeader })}
        />
      </SettingRow>
      <SettingRow label="固定侧边菜单" disabledReason={topMode ? '侧边菜单布局可设置' : undefined}>
        <Switch
          size="small"
          aria-label="固定侧边菜单"
          disabled={topMode}
          checked={settings.fixedSidebar}
          onChange={(fixedSidebar) => update({ fixedSidebar })}
        />
      </SettingRow>
      <Divider />
      <SettingRow label="色弱模式">
        <Switch
          size="small"
          aria-label="色弱模式"
          checked={settings.colorWeak}
          onChange={(colorWeak) => update({ colorWeak })}
        />
      </SettingRow>
      <SettingRow label="多页签模式">
        <Switch
          size="small"
          aria-label="多页签模式"
          checked={settings.multiTab}
          onChange={(multiTab) => update({ multiTab })}
        />
      </SettingRow>
    </Drawer>
  );
}
