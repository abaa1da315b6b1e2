import { darkenToContrast } from '@/shared/lib/color';

/**
 * A label as documents show it: white text on the label's colour, darkened where needed so the text keeps AA
 * contrast (a light teal or orange chosen by a user would otherwise be unreadable).
 */
export function LabelBadge({ name, color }: { name: string; color: string }) {
  const valid = /^#[0-9A-Fa-f]{6}$/.test(color);
  const background = valid ? darkenToContrast(color) : '#595959';
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 8px',
        borderRadius: 4,
        lineHeight: '20px',
        fontSize: 12,
        color: '#fff',
        background,
        whiteSpace: 'nowrap',
      }}
    >
      {name || '标签预览'}
    </span>
  );
}
