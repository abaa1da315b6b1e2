/** product.md §7.10: how a previewed file is shown, by its suffix. */
export type PreviewKind = 'image' | 'pdf' | 'other';

const IMAGE_SUFFIXES = ['jpg', 'jpeg', 'png', 'gif'];

export function previewKind(suffix: string | null | undefined): PreviewKind {
  const s = (suffix ?? '').replace(/^\./, '').toLowerCase();
  if (IMAGE_SUFFIXES.includes(s)) return 'image';
  return s === 'pdf' ? 'pdf' : 'other';
}
