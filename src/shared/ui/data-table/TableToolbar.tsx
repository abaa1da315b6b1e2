import { ColumnHeightOutlined, DownloadOutlined, FilterOutlined, FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Popover, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { TABLE } from '@/shared/config';
import { Spinner } from '@/shared/ui/spinner';
import { DENSITY_OPTIONS, TABLE_TEXTS, type Density } from './texts';
import type { ColumnSettingsPanelProps } from './ColumnSettingsPanel';

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
  // A button's tooltip is hidden while its menu is open: near the top of the window (full screen) it flips below
  // the button, over the menu's first item.
  const [densityOpen, setDensityOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
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
        <Dropdown
          trigger={['click']}
          open={densityOpen}
          onOpenChange={setDensityOpen}
          menu={{ selectable: true, selectedKeys: [density], items: DENSITY_OPTIONS.map((o) => ({ key: o.key, label: o.label })), onClick: ({ key }) => onDensity(key as Density) }}
        >
          <Tooltip title={TABLE_TEXTS.density} open={densityOpen ? false : undefined}>
            <Button type="text" icon={<ColumnHeightOutlined />} aria-label={TABLE_TEXTS.density} />
          </Tooltip>
        </Dropdown>
        <Popover
          trigger="click"
          open={columnsOpen}
          onOpenChange={setColumnsOpen}
          placement="bottomRight"
          content={
            <Suspense fallback={<Spinner />}>
              <ColumnSettingsPanel {...columns} />
            </Suspense>
          }
        >
          <Tooltip title={TABLE_TEXTS.columns} open={columnsOpen ? false : undefined}>
            <Button type="text" icon={<SettingOutlined />} aria-label={TABLE_TEXTS.columns} />
          </Tooltip>
        </Popover>
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
