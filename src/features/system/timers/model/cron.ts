import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import 'cronstrue/locales/zh_CN';
import dayjs from 'dayjs';

export type CronReading = { ok: true; description: string; next: string[] } | { ok: false; message: string };

const FIELDS = ['秒', '分', '时', '日', '月', '周', '年'] as const;
/** The largest value of each field, for Quartz's 'start/step' (croner wants 'start-max/step'). */
const MAX = [59, 59, 23, 31, 12, 7] as const;

/** Quartz's '0/15' in a field means 'from 0 every 15': croner reads the same as '0-59/15'. */
function forCroner(parts: readonly string[]): string {
  return parts
    .map((part, index) =>
      part.replace(/^(\d+)\/(\d+)$/, (_all, start: string, step: string) => `${start}-${MAX[index] ?? 59}/${step}`),
    )
    .join(' ');
}

/**
 * A Quartz expression (秒 分 时 日 月 周 [年]) read for people: a Chinese explanation and the next run times, or what is
 * wrong with it. Quartz counts the weekday from 1 = Sunday, as the scheduler does.
 */
export function readCron(expression: string, count = 5, from: Date = new Date()): CronReading {
  const text = expression.trim().replace(/\s+/g, ' ');
  if (!text) return { ok: false, message: '请输入 cron 表达式' };
  const parts = text.split(' ');
  if (parts.length < 6 || parts.length > 7)
    return { ok: false, message: `cron 表达式须为 6 或 7 段（${FIELDS.join(' ')}），现在是 ${parts.length} 段` };
  let next: Date[];
  try {
    next = new Cron(forCroner(parts), { paused: true, alternativeWeekdays: true }).nextRuns(count, from);
  } catch {
    return {
      ok: false,
      message: 'cron 表达式无效，请检查各段的取值（秒 0–59，分 0–59，时 0–23，日 1–31，月 1–12，周 1–7 或 SUN–SAT）',
    };
  }
  if (next.length === 0) return { ok: false, message: 'cron 表达式不会再触发（时间已过去）' };
  const description = cronstrue.toString(text, {
    locale: 'zh_CN',
    use24HourTimeFormat: true,
    dayOfWeekStartIndexZero: false,
    throwExceptionOnParseError: false,
  });
  return { ok: true, description, next: next.map((date) => dayjs(date).format('YYYY-MM-DD HH:mm:ss')) };
}
