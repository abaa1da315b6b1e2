// Every `import dayjs from 'dayjs'` (ours, and antd's date panels through @rc-component/picker) resolves here
// (vite.config.ts → alias): dayjs with its Chinese locale set before any date is shown (month names, weeks from
// Monday). Only screens that show a date load it: the shell and /login do not (architecture.md §9). A side-effect
// import of the locale in the shell was dropped by the bundler (the package is side-effect free), and every date
// panel was English.
import dayjs from 'dayjs/esm/index.js';
import 'dayjs/esm/locale/zh-cn.js';

dayjs.locale('zh-cn');

export default dayjs;
