import {
  ColumnHeightOutlined,
  DownloadOutlined,
  FilterOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex, Popover, Space, Tooltip } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { TABLE } from '@/shared/config';
import { Spinner } from '@/shared/ui/spinner';
import { DENSITY_OPTIONS, TABLE_TEXTS, type Density } from './texts';
import type { ColumnSettingsPanelProps } from './ColumnSettingsPanel';
import { useMenuButton } from './use-menu-button';
import styles from './DataTable.module.css';

// dnd-kit comes with the panel, when the user first opens it.
const ColumnSettingsPanel = lazy(() => import('./ColumnSettingsPanel'));

interface TableToolbarProps {
  /** A narrow table: 导出 and 高级搜索 as icons with their names in tooltips. */
  compact?: boolean;
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

/** product.md §4.1 toolbar: the screen's buttons and search on the left; export, refresh, density, columns and full screen. */
export function TableToolbar({
  compact = false,
  left,
  search,
  advanced,
  onExport,
  exporting,
  onRefresh,
  refreshing,
  density,
  onDensity,
  columns,
  fullscreen,
}: TableToolbarProps) {
  const densityMenu = useMenuButton(TABLE_TEXTS.density, <ColumnHeightOutlined />);
  const columnsMenu = useMenuButton(TABLE_TEXTS.columns, <SettingOutlined />);
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Space wrap className={styles.toolbarStart}>
        {left}
        {search}
        {advanced && (
          <Tooltip title={compact ? TABLE_TEXTS.advanced : undefined}>
            <Button
              icon={<FilterOutlined />}
              type={advanced.open ? 'primary' : 'default'}
              ghost={advanced.open}
              onClick={advanced.toggle}
              aria-expanded={advanced.open}
              aria-label={compact ? TABLE_TEXTS.advanced : undefined}
            >
              {!compact && TABLE_TEXTS.advanced}
            </Button>
          </Tooltip>
        )}
      </Space>
      <Space size={4}>
        {onExport && (
          <Tooltip title={compact ? TABLE_TEXTS.export : undefined}>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={onExport}
              aria-label={compact ? TABLE_TEXTS.export : undefined}
            >
              {!compact && TABLE_TEXTS.export}
            </Button>
          </Tooltip>
        )}
        <Tooltip title={TABLE_TEXTS.refresh} mouseEnterDelay={TABLE.refreshTooltipDelayMs / 1000}>
          <Button
            type="text"
            icon={<ReloadOutlined spin={refreshing} />}
            aria-label={TABLE_TEXTS.refresh}
            onClick={onRefresh}
          />
        </Tooltip>
        {densityMenu.mounted ? (
          <Dropdown
            trigger={['click']}
            open={densityMenu.open}
            onOpenChange={densityMenu.setOpen}
            menu={{
              selectable: true,
              selectedKeys: [density],
              items: DENSITY_OPTIONS.map((o) => ({ key: o.key, label: o.label })),
              onClick: ({ key }) => onDensity(key as Density),
            }}
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
