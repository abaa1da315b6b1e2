import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import styles from './LayoutSettingsDrawer.module.css';

export interface LayoutChoiceOption<T extends string> {
  value: T;
  label: string;
  /** Which bars the thumbnail draws, and whether dark. */
  sider: boolean;
  header: boolean;
  dark: boolean;
}

interface LayoutChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly LayoutChoiceOption<T>[];
  onChange: (value: T) => void;
}

/** A radio group of layout thumbnails (style and navigation mode), as people know it from Ant Design Pro. */
export function LayoutChoice<T extends string>({ label, value, options, onChange }: LayoutChoiceProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.choices}>
      {options.map((option) => {
        const bar = option.dark ? styles.thumbDark : '';
        return (
          <Tooltip key={option.value} title={option.label}>
            <button
              type="button"
              role="radio"
              aria-checked={option.value === value}
              aria-label={option.label}
              className={styles.thumb}
              onClick={() => onChange(option.value)}
            >
              {option.sider && <span className={`${styles.thumbSider} ${bar}`} />}
              {option.header && <span className={`${styles.thumbHeader} ${option.sider ? '' : bar}`} />}
              {option.value === value && <CheckOutlined className={styles.thumbCheck} />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
