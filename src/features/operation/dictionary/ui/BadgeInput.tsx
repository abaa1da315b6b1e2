import { Badge, Button, ColorPicker, Flex, Select } from 'antd';
import { BADGE_PRESETS, isBadgePreset } from '../model/dict-entries';

const CUSTOM = '__custom__';
const DEFAULT_COLOUR = '#722ed1';

interface BadgeInputProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (badge: string | null) => void;
  onBlur: () => void;
}

/** A badge: one of the five presets (each shown as it looks), or any colour from the colour picker. */
export function BadgeInput({ id, label, value, onChange, onBlur }: BadgeInputProps) {
  const custom = !!value && !isBadgePreset(value);
  return (
    <Flex gap={4} align="center">
      <Select<string>
        id={id}
        aria-label={label}
        value={custom ? CUSTOM : (value ?? undefined)}
        placeholder="默认"
        allowClear
        onBlur={onBlur}
        onChange={(chosen) => onChange(chosen === CUSTOM ? DEFAULT_COLOUR : (chosen ?? null))}
        options={[
          ...BADGE_PRESETS.map((preset) => ({ value: preset.value, label: <Badge status={preset.value} text={preset.label} />, title: preset.label })),
          { value: CUSTOM, label: '自定义颜色', title: '自定义颜色' },
        ]}
        style={{ minWidth: 112 }}
      />
      {custom && (
        <ColorPicker value={value} disabledAlpha onChangeComplete={(colour) => onChange(colour.toHexString())}>
          {/* A real button as the trigger: antd's own is a div, neither focusable nor named. */}
          <Button size="small" aria-label={`${label}颜色 ${value}`} icon={<span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 2, background: value }} />} />
        </ColorPicker>
      )}
    </Flex>
  );
}
