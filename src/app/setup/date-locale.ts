import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * Dates in Chinese (month names, weeks starting on Monday) for every screen that shows one. Called by the signed-in
 * shell and the public screens, not by the entry: the login route shows no date and carried dayjs and its locale for
 * nothing (architecture.md §9). A call, not an import for its side effect: the package is side-effect free, and the
 * bundler dropped the bare import — every date picker showed English months and weeks from Sunday.
 */
export function setChineseDates(): void {
  dayjs.locale('zh-cn');
}
