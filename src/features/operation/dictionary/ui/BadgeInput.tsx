import { Badge, Flex, Input, Select } from 'antd';
import { BADGE_PRESETS, hex6, isBadgePreset } from '../model/dict-entries';

const CUSTOM = '__custom__';
const DEFAULT_COLOUR = '#722ed1';

interface BadgeInputProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (badge: string | null) => void;
  onBlur: () => void;
}

/**
 * A badge: one of the five presets (each shown as it looks), or any colour — picked with the browser's colour input or
 * typed (#722ed1, orange, rgb(…)). Not antd's ColorPicker: it would put its colour module into every route's first
 * load (docs/decisions.md, Bundling).
 */
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
          ...BADGE_PRESETS.map((preset) => ({
            value: preset.value,
            label: <Badge status={preset.value} text={preset.label} />,
            title: preset.label,
          })),
          { value: CUSTOM, label: '自定义颜色', title: '自定义颜色' },
        ]}
        style={{ width: 112, flex: 'none' }}
      />
      {custom && (
        <>
          <input
            type="color"
            aria-label={`${label}颜色`}
            value={hex6(value) ?? DEFAULT_COLOUR}
            onChange={(event) => onChange(event.target.value)}
            style={{
              width: 32,
              height: 32,
              padding: 2,
              border: 0,
              background: 'none',
              cursor: 'pointer',
              flex: 'none',
            }}
          />
          <Input
            aria-label={`${label}颜色值`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            style={{ width: 88 }}
          />
        </>
      )}
    </Flex>
  );
}
