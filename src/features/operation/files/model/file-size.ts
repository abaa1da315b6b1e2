import { convertSize, type SizeUnit } from '@/shared/lib/format';

/**
 * A file's size in the largest unit it fills (product.md §5 size conversion: KB, MB or GB), '512 B' below one KB: 1363148 →
 * '1.30 MB', 2254857830 → '2.10 GB'.
 */
export function fileSizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const unit: SizeUnit = bytes >= 1024 ** 3 ? 'GB' : bytes >= 1024 ** 2 ? 'MB' : 'KB';
  const size = convertSize(bytes, unit, 2);
  return size.ok ? size.text : '';
}
