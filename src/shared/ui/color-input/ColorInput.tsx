import { Button, Flex, Input, Tooltip } from 'antd';

export interface ColorInputProps {
  id?: string;
  /** Names the inputs: '颜色' gives '颜色' (the picker) and '颜色值' (the text). */
  label: string;
  /** '#RRGGBB', or '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Colours offered as one-click swatches. */
  presets?: readonly string[];
  /** What the picker shows while no colour is chosen. */
  fallback?: string;
}

const HEX6 = /^#[0-9a-f]{6}$/i;

/**
 * A colour: the browser's own picker, the hex typed, or a preset swatch. Not antd's ColorPicker: its colour module
 * lands in every route's first load (docs/decisions.md, Bundling).
 */
export function ColorInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  presets = [],
  fallback = '#1677ff',
}: ColorInputProps) {
  return (
    <Flex gap={4} align="center" wrap>
      <input
        type="color"
        aria-label={label}
        value={HEX6.test(value) ? value.toLowerCase() : fallback}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        onBlur={onBlur}
        style={{ width: 32, height: 32, padding: 2, border: 0, background: 'none', cursor: 'pointer', flex: 'none' }}
      />
      <Input
        id={id}
        aria-label={`${label}值`}
        value={value}
        placeholder="#RRGGBB"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        style={{ width: 100 }}
      />
      {presets.map((colour) => (
        <Tooltip key={colour} title={colour}>
          <Button
            size="small"
            aria-label={`选择颜色 ${colour}`}
            onClick={() => onChange(colour)}
            style={{ width: 22, minWidth: 22, height: 22, padding: 0, background: colour, borderColor: colour }}
          />
        </Tooltip>
      ))}
    </Flex>
  );
}
