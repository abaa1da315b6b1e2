import { convertSize } from '@/shared/lib/format';

const MB = 1024 * 1024;

/** product.md §5 size conversion: a package of a megabyte or more in MB, a smaller one in KB, two decimals. */
export function packageSize(bytes: number): string {
  const size = convertSize(bytes, bytes >= MB ? 'MB' : 'KB', 2);
  return size.ok ? size.text : String(bytes);
}
