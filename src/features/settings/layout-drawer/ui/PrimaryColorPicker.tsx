import { CheckOutlined } from '@ant-design/icons';
import { ColorPicker, Tooltip } from 'antd';
import { PRIMARY_COLOR_PRESETS } from '@/entities/layout-settings';
import styles from './LayoutSettingsDrawer.module.css';

interface PrimaryColorPickerProps {
  value: string;
  onChange: (color: string) => void;
}

/** The 8 preset swatches, and a picker for any other colour (it shows the current one). */
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
        <ColorPicker
          size="small"
          disabledAlpha
          value={value}
          aria-label="自定义颜色"
          onChangeComplete={(color) => onChange(color.toHexString())}
        />
      </Tooltip>
    </div>
  );
}
