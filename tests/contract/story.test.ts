/**
 * The mock's examples tell one story (docs/mock-story.md): a first page holds min(pageSize, totalRows) rows and says
 * its totalPage; a record is created before it is updated, and neither after the mock's today (issue 28, item 3).
 */
import { describe, expect, it } from 'vitest';
import { operationManifest } from '@/shared/api';
import { STORY_TODAY } from '../e2e/support/session';
import { responseExamples } from './request-examples';

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a page's shape, or undefined. */
export function pageSlip(data: Record<string, Json>): string | undefined {
  const { pageNo = 1, pageSize, totalRows, totalPage, rows } = data;
  if (typeof pageSize !== 'number' || typeof totalRows !== 'number' || !Array.isArray(rows)) return undefined;
  const expected = Math.max(0, Math.min(pageSize, totalRows - ((pageNo as number) - 1) * pageSize));
  if (rows.length !== expected)
    return `page ${String(pageNo)} holds ${rows.length} rows, but pageSize ${pageSize} of totalRows ${totalRows} makes ${expected}`;
  if (typeof totalPage === 'number' && totalPage !== Math.ceil(totalRows / pageSize))
    return `totalPage ${totalPage}, but ${totalRows} rows by ${pageSize} make ${Math.ceil(totalRows / pageSize)}`;
  return undefined;
}

/** Audit stamps out of order or past the story's today, anywhere in a value. */
export function timeSlips(value: Json, today: string, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => timeSlips(item, today, `${at}/${index}`));
  if (!isRecord(value)) return [];
  const slips: string[] = [];
  const { createTime, updateTime } = value;
  if (typeof createTime === 'string' && typeof updateTime === 'string' && updateTime < createTime)
    slips.push(`${at || '/'} updated ${updateTime} before it was created ${createTime}`);
  for (const [key, time] of [
    ['createTime', createTime],
    ['updateTime', updateTime],
  ] as const)
    if (typeof time === 'string' && time.slice(0, 10) > today)
      slips.push(`${at || '/'} ${key} ${time} after today ${today}`);
  for (const [key, child] of Object.entries(value)) slips.push(...timeSlips(child, today, `${at}/${key}`));
  return slips;
}

describe('the mock’s examples tell one story', () => {
  it('finds the slips it is for', () => {
    expect(pageSlip({ pageNo: 1, pageSize: 10, totalRows: 1286, totalPage: 129, rows: [1, 2, 3] })).toMatch(/makes 10/);
    expect(pageSlip({ pageNo: 1, pageSize: 10, totalRows: 13, totalPage: 2, rows: Array(10).fill(0) })).toBeUndefined();
    expect(pageSlip({ pageNo: 2, pageSize: 10, totalRows: 13, totalPage: 2, rows: [1, 2, 3] })).toBeUndefined();
    expect(pageSlip({ pageNo: 1, pageSize: 10, totalRows: 8, totalPage: 2, rows: Array(8).fill(0) })).toMatch(
      /totalPage 2/,
    );
    expect(
      timeSlips({ rows: [{ createTime: '2026-12-01 09:30:00', updateTime: '2026-11-20 17:45:12' }] }, STORY_TODAY),
    ).toHaveLength(2);
  });

  it.each(['bos', 'sys', 'scm', 'mes', 'pm'])(
    '%s: pages hold what they say, and nothing is stamped out of order or after today',
    async (family) => {
      const slips: string[] = [];
      for (const op of operationManifest.filter((o) => o.family === family)) {
        for (const example of await responseExamples(op)) {
          const value = example.value;
          if (!isRecord(value)) continue;
          const name = `${op.operationId} ${example.key}`;
          if (isRecord(value.data)) {
            const slip = pageSlip(value.data);
            if (slip) slips.push(`${name}: ${slip}`);
          }
          for (const slip of timeSlips(value.data, STORY_TODAY)) slips.push(`${name}: ${slip}`);
        }
      }
      expect(slips).toEqual([]);
    },
  );
});
