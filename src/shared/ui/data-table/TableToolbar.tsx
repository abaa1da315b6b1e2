import { ColumnHeightOutlined, DownloadOutlined, FilterOutlined, FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Popover, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
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

/** How a menu button was first used: its menu is mounted from then on (a closed antd Dropdown or Popover costs every
 * table render a trigger of its own). 'focused': the button had the focus, so the remounted one takes it back. */
type MenuUse = 'unused' | 'clicked' | 'focused';
const firstUse = (event: MouseEvent<HTMLElement>): MenuUse => (document.activeElement === event.currentTarget ? 'focused' : 'clicked');

/** §4.1 toolbar: the screen's buttons and search on the left; export, refresh, density, columns and full screen. */
export function TableToolbar({ left, search, advanced, onExport, exporting, onRefresh, refreshing, density, onDensity, columns, fullscreen }: TableToolbarProps) {
  // A button's tooltip is hidden while its menu is open: near the top of the window (full screen) it flips below
  // the button, over the menu's first item.
  const [densityOpen, setDensityOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [densityUse, setDensityUse] = useState<MenuUse>('unused');
  const [columnsUse, setColumnsUse] = useState<MenuUse>('unused');
  const densityButton: ReactElement = (
    <Tooltip title={TABLE_TEXTS.density} open={densityOpen ? false : undefined}>
      <Button
        type="text"
        icon={<ColumnHeightOutlined />}
        aria-label={TABLE_TEXTS.density}
        autoFocus={densityUse === 'focused'}
        onClick={densityUse === 'unused' ? (e) => {
                setDensityUse(firstUse(e));
                setDensityOpen(true);
              } : undefined}
      />
    </Tooltip>
  );
  const columnsButton: ReactElement = (
    <Tooltip title={TABLE_TEXTS.columns} open={columnsOpen ? false : undefined}>
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={TABLE_TEXTS.columns}
        autoFocus={columnsUse === 'focused'}
        onClick={columnsUse === 'unused' ? (e) => {
                setColumnsUse(firstUse(e));
                setColumnsOpen(true);
              } : undefined}
      />
    </Tooltip>
  );
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
        {densityUse === 'unused' ? densityButton : (
        <Dropdown
          trigger={['click']}
          open={densityOpen}
          onOpenChange={setDensityOpen}
          menu={{ selectable: true, selectedKeys: [density], items: DENSITY_OPTIONS.map((o) => ({ key: o.key, label: o.label })), onClick: ({ key }) => onDensity(key as Density) }}
        >
          {densityButton}
        </Dropdown>
        )}
        {columnsUse === 'unused' ? columnsButton : (
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
          {columnsButton}
        </Popover>
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
