import { ColumnHeightOutlined, DownloadOutlined, FilterOutlined, FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Popover, Space, Tooltip } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { TABLE } from '@/shared/config';
import { Spinner } from '@/shared/ui/spinner';
import { DENSITY_OPTIONS, TABLE_TEXTS, type Density } from './texts';
import type { ColumnSettingsPanelProps } from './ColumnSettingsPanel';
import { useMenuButton } from './use-menu-button';

// dnd-kit comes with the panel, when the user first opens it.
const ColumnSettingsPanel = lazy(() => import('./ColumnSettingsPanel'));

interface TableToolbarProps {
  left?: ReactNode;
  search?: ReactNode;
  advanced?: { open: boolean; toggle: () => void } | undefined;
  onExport?: (() => void) | undefined;
  exporting: boolean;
  onRefresh: () => void;
  refreshing: boolean;
  density: Density;
  onDensity: (density: Density) => void;
  columns: ColumnSettingsPanelProps;
  fullscreen: { active: boolean; toggle: () => void };
}

/** §4.1 toolbar: the screen's buttons and search on the left; export, refresh, density, columns and full screen. */
export function TableToolbar({ left, search, advanced, onExport, exporting, onRefresh, refreshing, density, onDensity, columns, fullscreen }: TableToolbarProps) {
  const densityMenu = useMenuButton(TABLE_TEXTS.density, <ColumnHeightOutlined />);
  const columnsMenu = useMenuButton(TABLE_TEXTS.columns, <SettingOutlined />);
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Space wrap>
        {left}
        {search}
        {advanced && (
          <Button icon={<FilterOutlined />} type={advanced.open ? 'primary' : 'default'} ghost={advanced.open} onClick={advanced.toggle} aria-expanded={advanced.open}>
            {TABLE_TEXTS.advanced}
          </Button>
        )}
      </Space>
      <Space size={4}>
        {onExport && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            {TABLE_TEXTS.export}
          </Button>
        )}
        <Tooltip title={TABLE_TEXTS.refresh} mouseEnterDelay={TABLE.refreshTooltipDelayMs / 1000}>
          <Button type="text" icon={<ReloadOutlined spin={refreshing} />} aria-label={TABLE_TEXTS.refresh} onClick={onRefresh} />
        </Tooltip>
        {densityMenu.mounted ? (
          <Dropdown
            trigger={['click']}
            open={densityMenu.open}
            onOpenChange={densityMenu.setOpen}
            menu={{ selectable: true, selectedKeys: [density], items: DENSITY_OPTIONS.map((o) => ({ key: o.key, label: o.label })), onClick: ({ key }) => onDensity(key as Density) }}
          >
            {densityMenu.button}
          </Dropdown>
        ) : (
          densityMenu.button
        )}
        {columnsMenu.mounted ? (
          <Popover
            trigger="click"
            open={columnsMenu.open}
            onOpenChange={columnsMenu.setOpen}
            placement="bottomRight"
            content={
              <Suspense fallback={<Spinner />}>
                <ColumnSettingsPanel {...columns} />
              </Suspense>
            }
          >
            {columnsMenu.button}
          </Popover>
        ) : (
          columnsMenu.button
        )}
        <Tooltip title={fullscreen.active ? TABLE_TEXTS.exitFullscreen : TABLE_TEXTS.fullscreen}>
          <Button
            type="text"
            icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            aria-label={fullscreen.active ? TABLE_TEXTS.exitFullscreen : TABLE_TEXTS.fullscreen}
            onClick={fullscreen.toggle}
          />
        </Tooltip>
      </Space>
    </Flex>
  );
}
