/**
 * WCAG 2.1 contrast (issue 13): the theme derives the colours it writes text in from the user's chosen colour, so that
 * text in that colour on white, and white text on it, reach AA (4.5:1) whichever colour is chosen.
 */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`不是 #rrggbb 颜色：${hex}`);
  const [r, g, b] = match.slice(1).map((pair) => Number.parseInt(pair, 16));
  return [r ?? 0, g ?? 0, b ?? 0];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)), luminance(parseHex(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * The colour itself when it already reaches `ratio` against `background`, else the same hue made darker step by step
 * (mixed towards black) until it does. Meant for light backgrounds.
 */
export function darkenToContrast(hex: string, background = '#ffffff', ratio = AA_TEXT): string {
  const rgb = parseHex(hex);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const candidate = toHex([rgb[0] * keep, rgb[1] * keep, rgb[2] * keep]);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}
