import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * Dates in Chinese (month names, weeks starting on Monday) for every screen that shows one. Imported by the
 * signed-in shell and the public screens, not by the entry: the login route shows no date and carried dayjs and
 * its locale for nothing (architecture.md §9).
 */
dayjs.locale('zh-cn');
