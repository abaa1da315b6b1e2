import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { PRIMARY_COLOR_PRESETS } from '@/entities/layout-settings';
import styles from './LayoutSettingsDrawer.module.css';

interface PrimaryColorPickerProps {
  value: string;
  onChange: (color: string) => void;
}

/**
 * The 8 preset swatches, and the browser's colour input for any other colour (it shows the current one). Not antd's
 * ColorPicker: antd's button styles import its colour module, so using the picker anywhere put all of it into the
 * login route's first load.
 */
export function PrimaryColorPicker({ value, onChange }: PrimaryColorPickerProps) {
  const current = value.toLowerCase();
  return (
    <div role="radiogroup" aria-label="主题色" className={styles.swatches}>
      {PRIMARY_COLOR_PRESETS.map(({ name, color }) => (
        <Tooltip key={color} title={name}>
          <button
            type="button"
            role="radio"
            aria-checked={color === current}
            aria-label={name}
            className={styles.swatch}
            style={{ background: color }}
            onClick={() => onChange(color)}
          >
            {color === current && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
      <Tooltip title="自定义颜色">
        <input
          type="color"
          className={styles.customColor}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#1677ff'}
          aria-label="自定义颜色"
          onChange={(event) => onChange(event.target.value)}
        />
      </Tooltip>
    </div>
  );
}
