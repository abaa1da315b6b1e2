/**
 * The mock's examples tell one story (docs/mock-story.md): a first page holds min(pageSize, totalRows) rows and says
 * its totalPage; a record is created before it is updated, and neither after the mock's today; a summary's count is its
 * list's length; the line bench, the work order's tasks and the defect records tell the same shift (issue 28, item 3).
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

const num = (value: Json): number => (typeof value === 'number' ? value : NaN);
const rowsOf = (value: Json): Record<string, Json>[] => {
  const list = isRecord(value) && Array.isArray(value.rows) ? value.rows : value;
  return Array.isArray(list) ? list.filter(isRecord) : [];
};

/**
 * A count in one example that the contract means as the length of another operation's list: the summary's count
 * (from its `data`) against the list's `totalRows` (a page) or its length (a plain list).
 */
export interface SummaryPair {
  summary: string;
  count: (data: Json) => number;
  list: string;
  why: string;
}

export const summaryPairs: SummaryPair[] = [
  {
    summary: 'sysMessageDetail',
    count: (data) => (isRecord(data) ? num(data.totalCount) : NaN),
    list: 'sysMessageReceiverPage',
    why: 'a message’s totalCount is the number of its receivers, the rows of its receiver page',
  },
  {
    summary: 'mfgTeamPage',
    count: (data) => num(rowsOf(data).find((team) => team.id === '1716352000072000101')?.memberCount ?? NaN),
    list: 'mfgTeamMemberList',
    why: '总装甲班’s memberCount is its members, the list asked for that team',
  },
  {
    summary: 'mfgWipTaskSummary',
    count: (data) =>
      rowsOf(data)
        .filter((cell) => cell.lineCode === 'ZZ-01')
        .reduce((sum, cell) => sum + num(cell.taskCount), 0),
    list: 'mfgWipTaskPage',
    why: 'the line × process matrix counts ZZ-01’s WIP tasks, the rows of the WIP page asked for ZZ-01',
  },
];

const listLength = (data: Json): number =>
  isRecord(data) && typeof data.totalRows === 'number' ? data.totalRows : Array.isArray(data) ? data.length : NaN;

/** A summary's count that is not its list's length. */
export function summarySlip(pair: SummaryPair, summaryData: Json, listData: Json): string | undefined {
  const count = pair.count(summaryData);
  const length = listLength(listData);
  return count === length
    ? undefined
    : `${pair.summary} counts ${count}, but ${pair.list} holds ${length} (${pair.why})`;
}

/** What the line bench, the work orders' tasks and the defect records say about the same tasks and shift. */
export interface MesWorld {
  benches: Record<string, Json>[];
  tasks: Record<string, Json>[];
  defects: Record<string, Json>[];
  /** The messages people are sent (sysMessageLatest, sysMessageMyPage): an alert about a task comes after it started. */
  messages?: Record<string, Json>[];
}

const str = (value: Json): string => (typeof value === 'string' ? value : '');

/**
 * Slips between the MES examples: a bench task whose state is not its task's, or who did more in the shift than the
 * task did in all (done, bad); a defect found outside its task's run; a process whose defect records do not add up to
 * its task's defectiveQuantity; a bench whose defect counts are not the records found on its line in its shift so far.
 */
export function mesSlips({ benches, tasks, defects, messages = [] }: MesWorld): string[] {
  const slips: string[] = [];
  const taskByCode = new Map(tasks.map((task) => [str(task.code), task]));
  for (const bench of benches) {
    const at = `bench ${str(bench.lineCode)} ${str(bench.shiftDate)}`;
    for (const row of rowsOf(bench.tasks)) {
      const task = taskByCode.get(str(row.taskCode));
      if (!task) continue;
      if (row.state !== task.status)
        slips.push(`${at}: ${str(row.taskCode)} is ${str(row.state)}, its task ${str(task.status)}`);
      if (num(row.doneQty) > num(task.completedQuantity))
        slips.push(
          `${at}: ${str(row.taskCode)} did ${num(row.doneQty)} in the shift, its task ${num(task.completedQuantity)} in all`,
        );
      if (num(row.badQty) > num(task.defectiveQuantity))
        slips.push(
          `${at}: ${str(row.taskCode)} has ${num(row.badQty)} bad in the shift, its task ${num(task.defectiveQuantity)} in all`,
        );
      if (num(row.doneQty) !== num(row.goodQty) + num(row.badQty))
        slips.push(
          `${at}: ${str(row.taskCode)} done ${num(row.doneQty)} ≠ good ${num(row.goodQty)} + bad ${num(row.badQty)}`,
        );
    }
    const from = `${str(bench.shiftDate)} ${str(bench.shiftStart)}:00`;
    const until = str(bench.refreshedAt);
    const found = new Map<string, number>();
    for (const defect of defects)
      if (defect.lineId === bench.lineId && str(defect.findTime) >= from && str(defect.findTime) <= until) {
        const key = `${str(defect.defectCode)} ${str(defect.processName)}`;
        found.set(key, (found.get(key) ?? 0) + num(defect.quantity));
      }
    const counted = new Map<string, number>();
    for (const row of rowsOf(bench.defects)) {
      const key = `${str(row.code)} ${str(row.processName)}`;
      counted.set(key, (counted.get(key) ?? 0) + num(row.count));
    }
    for (const key of new Set([...found.keys(), ...counted.keys()]))
      if ((found.get(key) ?? 0) !== (counted.get(key) ?? 0))
        slips.push(`${at}: counts ${counted.get(key) ?? 0} × ${key}, the defect records ${found.get(key) ?? 0}`);
  }
  const perTask = new Map<string, number>();
  for (const defect of defects) {
    const code = str(defect.taskCode);
    const task = taskByCode.get(code);
    if (!task) continue;
    perTask.set(code, (perTask.get(code) ?? 0) + num(defect.quantity));
    const time = str(defect.findTime);
    const start = str(task.actualStartTime);
    const end = str(task.actualEndTime);
    if (!start || time < start)
      slips.push(`${str(defect.defectNo)} found ${time}, before ${code} started ${start || '(not started)'}`);
    if (end && time > end) slips.push(`${str(defect.defectNo)} found ${time}, after ${code} was done ${end}`);
  }
  const orders = new Set(defects.map((defect) => str(defect.orderCode)));
  for (const task of tasks)
    if (orders.has(str(task.orderCode)) && (perTask.get(str(task.code)) ?? 0) !== num(task.defectiveQuantity))
      slips.push(
        `${str(task.code)} ${str(task.processName)}: defective ${num(task.defectiveQuantity)}, its defect records ${perTask.get(str(task.code)) ?? 0}`,
      );
  // A message that names an order and one of its processes (工单 MO-… 老化测试不良率预警) is about that task's run.
  for (const message of messages) {
    const title = str(message.title);
    const task = tasks.find((t) => title.includes(str(t.orderCode)) && title.includes(str(t.processName)));
    const start = task ? str(task.actualStartTime) : '';
    if (task && (!start || str(message.publishTime) < start))
      slips.push(
        `message “${title}” sent ${str(message.publishTime)}, before ${str(task.code)} started ${start || '(not started)'}`,
      );
  }
  return slips;
}

/**
 * Slips between the daily report and the work orders: a row whose done is not good + bad; output on a line and day
 * no order of that product ran; more output over an order's run than the order has completed.
 */
export function dailySlips(rows: Record<string, Json>[], orders: Record<string, Json>[]): string[] {
  const slips: string[] = [];
  const made = new Map<string, number>();
  for (const row of rows) {
    const at = `daily ${str(row.reportDate)} ${str(row.lineCode)}`;
    if (num(row.doneQty) !== num(row.goodQty) + num(row.defectQty))
      slips.push(`${at}: done ${num(row.doneQty)} ≠ good ${num(row.goodQty)} + bad ${num(row.defectQty)}`);
    if (num(row.doneQty) === 0) continue;
    const day = str(row.reportDate);
    const order = orders.find(
      (o) =>
        o.lineCode === row.lineCode &&
        o.productCode === row.materialCode &&
        str(o.actualStartTime) !== '' &&
        str(o.actualStartTime).slice(0, 10) <= day &&
        (str(o.actualEndTime) === '' || str(o.actualEndTime).slice(0, 10) >= day),
    );
    if (!order) slips.push(`${at}: ${num(row.doneQty)} made, but no order of ${str(row.materialCode)} ran on the line`);
    else made.set(str(order.code), (made.get(str(order.code)) ?? 0) + num(row.doneQty));
  }
  for (const order of orders)
    if ((made.get(str(order.code)) ?? 0) > num(order.completedQuantity))
      slips.push(
        `${str(order.code)}: the daily report has ${made.get(str(order.code)) ?? 0} made, the order ${num(order.completedQuantity)}`,
      );
  return slips;
}

/** Output records (mfgOutputPage) that a task's report (`feedbacks`) made at the same moment but with other figures. */
export function outputSlips(outputs: Record<string, Json>[], tasks: Record<string, Json>[]): string[] {
  const slips: string[] = [];
  for (const task of tasks)
    for (const report of rowsOf(task.feedbacks ?? [])) {
      const output = outputs.find(
        (o) => o.type === 'OUTPUT' && o.taskCode === task.code && o.recordTime === report.reportTime,
      );
      if (!output) continue;
      const pairs = [
        ['quantity', 'reportQuantity'],
        ['qualifiedQuantity', 'qualifiedQuantity'],
        ['defectiveQuantity', 'defectiveQuantity'],
        ['scrapQuantity', 'scrapQuantity'],
      ] as const;
      for (const [mine, theirs] of pairs)
        if (num(output[mine]) !== num(report[theirs]))
          slips.push(
            `${str(output.code)} ${mine} ${num(output[mine])}, its report ${str(report.code)} ${num(report[theirs])}`,
          );
    }
  return slips;
}

/** What MES and storage each say about the work orders. */
export interface OrderWorld {
  /** The order list's rows (mfgOrderPage). */
  orders: Record<string, Json>[];
  /** Order details with their tasks (mfgOrderDetail). */
  details: Record<string, Json>[];
  /** Storage's lines that enter an order's output (stMfgEntryPage/Detail lines, stMfgEntrySources rows). */
  entries: Record<string, Json>[];
  /** Storage's demand and open (draft, submitted) issues, each naming the order it feeds. */
  issues: Record<string, Json>[];
}

const OPEN_ORDER = ['RELEASED', 'IN_PROGRESS'];

/**
 * Slips in one order's story (docs/mock-story.md): a detail that disagrees with its list row; an order whose figures
 * are not its last task's; a finished order with a task not done; a task that made more than the task before it
 * passed; storage entering more of an order, or counting more good, than MES says it made good; storage issuing to
 * an order MES does not have released or running.
 */
export function orderSlips({ orders, details, entries, issues }: OrderWorld): string[] {
  const slips: string[] = [];
  const byCode = new Map(orders.map((order) => [str(order.code), order]));
  const figures = ['status', 'completedQuantity', 'qualifiedQuantity', 'defectiveQuantity'] as const;
  for (const detail of details) {
    const code = str(detail.code);
    const row = byCode.get(code);
    for (const key of figures)
      if (row && row[key] !== detail[key])
        slips.push(`${code}: the list says ${key} ${String(row[key])}, the detail ${String(detail[key])}`);
    const tasks = rowsOf(detail.tasks).sort((a, b) => num(a.sequence) - num(b.sequence));
    const last = tasks.at(-1);
    for (const key of figures.slice(1))
      if (last && last[key] !== detail[key])
        slips.push(`${code}: ${key} ${String(detail[key])}, its last task ${str(last.code)} ${String(last[key])}`);
    if (['FINISHED', 'CLOSED'].includes(str(detail.status)))
      for (const task of tasks.filter((t) => t.status !== 'DONE'))
        slips.push(`${code} is ${str(detail.status)}, but ${str(task.code)} is ${str(task.status)}`);
    tasks.forEach((task, index) => {
      const before = tasks[index - 1];
      if (before && num(task.completedQuantity) > num(before.qualifiedQuantity))
        slips.push(
          `${str(task.code)} made ${num(task.completedQuantity)}, more than ${str(before.code)} passed (${num(before.qualifiedQuantity)})`,
        );
    });
  }
  for (const entry of entries) {
    const code = str(entry.workOrderNo);
    const order = byCode.get(code);
    if (!order) continue;
    if (num(entry.goodQty) > num(order.qualifiedQuantity))
      slips.push(`storage counts ${num(entry.goodQty)} good of ${code}, MES ${num(order.qualifiedQuantity)}`);
    if (num(entry.qty) + num(entry.enteredQty ?? 0) > num(entry.goodQty))
      slips.push(
        `storage enters ${num(entry.qty)} of ${code} after ${num(entry.enteredQty)}, of ${num(entry.goodQty)} good`,
      );
    if (typeof entry.workOrderState === 'string' && entry.workOrderState !== order.status)
      slips.push(`storage sees ${code} ${entry.workOrderState}, MES ${str(order.status)}`);
  }
  for (const issue of issues) {
    const code = str(issue.workOrderNo);
    const order = byCode.get(code);
    if (order && !OPEN_ORDER.includes(str(order.status)))
      slips.push(`${str(issue.docNo) || 'the demand'} issues to ${code}, which MES has ${str(order.status)}`);
  }
  return slips;
}

/**
 * Storage documents in warehouses not live on their date (docs/design/scm-storage.md → 期初库存: documents other than
 * the opening ones are refused in a warehouse not yet live, 1018043): `houses` are stOpeningHouseList's rows, `docs`
 * any record with a docNo and a bizDate, checked at its houseId and toHouseId (a transfer's target).
 */
export function liveSlips(houses: Record<string, Json>[], docs: Record<string, Json>[]): string[] {
  const byId = new Map(houses.map((house) => [str(house.houseId), house]));
  const slips = new Set<string>();
  for (const doc of docs) {
    const docNo = str(doc.docNo);
    if (!docNo || docNo.startsWith('OB-') || typeof doc.bizDate !== 'string') continue;
    for (const key of ['houseId', 'toHouseId'] as const) {
      const house = byId.get(str(doc[key]));
      if (house && (house.live !== true || str(house.liveDate) > doc.bizDate))
        slips.add(`${docNo} (${doc.bizDate}) in ${str(house.houseName)}, live ${str(house.liveDate) || 'not yet'}`);
    }
  }
  return [...slips];
}

/** Every record anywhere in a value. */
const recordsIn = (value: Json): Record<string, Json>[] =>
  Array.isArray(value)
    ? value.flatMap(recordsIn)
    : isRecord(value)
      ? [value, ...Object.values(value).flatMap(recordsIn)]
      : [];

async function examplesOf(operationId: string): Promise<Json[]> {
  const op = operationManifest.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`${operationId}: no such operation`);
  return (await responseExamples(op))
    .map((example) => example.value)
    .filter((value) => isRecord(value) && value.success === true)
    .map((value) => (value as Record<string, Json>).data);
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
    const [pair] = summaryPairs;
    if (!pair) throw new Error('no summary pairs');
    expect(summarySlip(pair, { totalCount: 36 }, { totalRows: 215, rows: [] })).toMatch(/counts 36, but .* holds 215/);
    expect(summarySlip(pair, { totalCount: 36 }, { totalRows: 36, rows: [] })).toBeUndefined();
  });

  it('finds the MES slips it is for', () => {
    const task = (code: string, extra: Record<string, Json>) => ({
      code,
      orderCode: 'MO-1',
      processName: code,
      status: 'RUNNING',
      completedQuantity: 100,
      defectiveQuantity: 0,
      actualStartTime: '2026-11-24 12:00:00',
      actualEndTime: null,
      ...extra,
    });
    const defect = (defectNo: string, taskCode: string, findTime: string, quantity: number) => ({
      defectNo,
      orderCode: 'MO-1',
      taskCode,
      lineId: 'L1',
      defectCode: 'QX-001',
      processName: taskCode,
      findTime,
      quantity,
    });
    const world = {
      tasks: [
        task('T-020', {
          status: 'DONE',
          completedQuantity: 498,
          defectiveQuantity: 3,
          actualEndTime: '2026-11-24 10:58:41',
        }),
        task('T-030', { defectiveQuantity: 3 }),
      ],
      defects: [defect('D-1', 'T-020', '2026-11-25 09:26:00', 3), defect('D-2', 'T-030', '2026-11-26 10:42:00', 6)],
      benches: [
        {
          lineId: 'L1',
          lineCode: 'ZZ-01',
          shiftDate: '2026-11-26',
          shiftStart: '08:00',
          refreshedAt: '2026-11-26 15:10:00',
          tasks: [{ taskCode: 'T-020', state: 'RUNNING', doneQty: 56, goodQty: 55, badQty: 1 }],
          defects: [{ code: 'QX-001', processName: 'T-030', count: 3 }],
        },
      ],
    };
    const slips = mesSlips(world);
    expect(slips).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/T-020 is RUNNING, its task DONE/),
        expect.stringMatching(/counts 3 × QX-001 T-030, the defect records 6/),
        expect.stringMatching(/D-1 found .* after T-020 was done/),
        expect.stringMatching(/T-030 T-030: defective 3, its defect records 6/),
      ]),
    );
    expect(mesSlips({ ...world, defects: [defect('D-0', 'T-030', '2026-11-24 08:00:00', 3)] })).toContainEqual(
      expect.stringMatching(/D-0 found .* before T-030 started/),
    );
    const alert = (publishTime: string) => ({ title: '工单 MO-1 T-030 不良率预警', publishTime });
    expect(mesSlips({ ...world, messages: [alert('2026-11-24 08:12:00')] })).toContainEqual(
      expect.stringMatching(/message “工单 MO-1 T-030 不良率预警” sent 2026-11-24 08:12:00, before T-030 started/),
    );
    expect(mesSlips({ ...world, messages: [alert('2026-11-24 12:30:00')] })).toEqual(mesSlips(world));
    expect(
      mesSlips({
        tasks: [task('T-030', { defectiveQuantity: 6 })],
        defects: [defect('D-2', 'T-030', '2026-11-26 10:42:00', 6)],
        benches: [{ ...world.benches[0], tasks: [], defects: [{ code: 'QX-001', processName: 'T-030', count: 6 }] }],
      }),
    ).toEqual([]);
  });

  it('finds the daily report slips it is for', () => {
    const order = {
      code: 'MO-2',
      lineCode: 'ZZ-02',
      productCode: 'FG-1',
      completedQuantity: 100,
      actualStartTime: '2026-11-24 08:00:00',
      actualEndTime: null,
    };
    const row = (reportDate: string, doneQty: number, goodQty = doneQty) => ({
      reportDate,
      lineCode: 'ZZ-02',
      materialCode: 'FG-1',
      doneQty,
      goodQty,
      defectQty: 0,
    });
    expect(dailySlips([row('2026-11-24', 60), row('2026-11-25', 40)], [order])).toEqual([]);
    expect(dailySlips([row('2026-11-23', 10)], [order])).toEqual([
      'daily 2026-11-23 ZZ-02: 10 made, but no order of FG-1 ran on the line',
    ]);
    expect(dailySlips([row('2026-11-24', 60), row('2026-11-25', 48, 47)], [order])).toEqual([
      'daily 2026-11-25 ZZ-02: done 48 ≠ good 47 + bad 0',
      'MO-2: the daily report has 108 made, the order 100',
    ]);
  });

  it('finds the order slips it is for', () => {
    const task = (code: string, sequence: number, made: number, good: number, status = 'DONE') => ({
      code,
      sequence,
      completedQuantity: made,
      qualifiedQuantity: good,
      defectiveQuantity: made - good,
      status,
    });
    const order = {
      code: 'MO-1',
      status: 'FINISHED',
      completedQuantity: 505,
      qualifiedQuantity: 500,
      defectiveQuantity: 5,
    };
    const detail = { ...order, tasks: [task('T-010', 1, 508, 505), task('T-020', 2, 505, 500)] };
    const world = {
      orders: [order],
      details: [detail],
      entries: [{ workOrderNo: 'MO-1', qty: 190, goodQty: 500, enteredQty: 310 }],
      issues: [{ workOrderNo: 'MO-2' }],
    };
    expect(orderSlips(world)).toEqual([]);
    // MES as of an earlier moment (the order still running at 310) while storage has entered all 500.
    const running = { ...order, status: 'IN_PROGRESS', completedQuantity: 310, qualifiedQuantity: 305 };
    expect(
      orderSlips({
        ...world,
        orders: [running],
        details: [{ ...running, tasks: [task('T-010', 1, 508, 505), task('T-020', 2, 310, 305, 'PAUSED')] }],
      }),
    ).toEqual(['storage counts 500 good of MO-1, MES 305']);
    expect(
      orderSlips({
        ...world,
        details: [{ ...detail, tasks: [task('T-010', 1, 500, 498), task('T-020', 2, 505, 500, 'RUNNING')] }],
        entries: [{ workOrderNo: 'MO-1', qty: 200, goodQty: 500, enteredQty: 310 }],
        issues: [{ docNo: 'MI-1', workOrderNo: 'MO-1' }],
      }),
    ).toEqual([
      'MO-1 is FINISHED, but T-020 is RUNNING',
      'T-020 made 505, more than T-010 passed (498)',
      'storage enters 200 of MO-1 after 310, of 500 good',
      'MI-1 issues to MO-1, which MES has FINISHED',
    ]);
    expect(orderSlips({ ...world, orders: [{ ...order, completedQuantity: 500 }] })).toEqual([
      'MO-1: the list says completedQuantity 500, the detail 505',
    ]);
  });

  it('finds the warehouse slips it is for', () => {
    const houses = [
      { houseId: 'H1', houseName: '电子料仓', live: true, liveDate: '2026-02-01' },
      { houseId: 'H2', houseName: '线边仓二号库', live: false, liveDate: null },
    ];
    expect(liveSlips(houses, [{ docNo: 'TR-1', bizDate: '2026-11-21', houseId: 'H1', toHouseId: 'H2' }])).toEqual([
      'TR-1 (2026-11-21) in 线边仓二号库, live not yet',
    ]);
    expect(liveSlips(houses, [{ docNo: 'MI-1', bizDate: '2026-01-20', houseId: 'H1' }])).toEqual([
      'MI-1 (2026-01-20) in 电子料仓, live 2026-02-01',
    ]);
    expect(liveSlips(houses, [{ docNo: 'OB-1', bizDate: '2026-11-21', houseId: 'H2' }])).toEqual([]);
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

  it.each(summaryPairs.map((pair) => [`${pair.summary} ↔ ${pair.list}`, pair] as const))(
    'a summary counts what its list holds: %s',
    async (_name, pair) => {
      const [list] = await examplesOf(pair.list);
      const slips = (await examplesOf(pair.summary)).flatMap((data) => summarySlip(pair, data, list) ?? []);
      expect(slips).toEqual([]);
    },
  );

  it('mes: the line bench, the work order’s tasks and the defect records tell the same shift', async () => {
    const tasks = new Map<string, Record<string, Json>>();
    for (const data of [...(await examplesOf('mfgOrderDetail')), ...(await examplesOf('mfgTaskPage'))])
      for (const task of isRecord(data) && Array.isArray(data.tasks) ? rowsOf(data.tasks) : rowsOf(data))
        tasks.set(str(task.code), task);
    const slips = mesSlips({
      benches: (await examplesOf('mfgBenchOverview')).filter(isRecord),
      tasks: [...tasks.values()],
      defects: (await examplesOf('mfgDefectPage')).flatMap(rowsOf),
      messages: [...(await examplesOf('sysMessageLatest')), ...(await examplesOf('sysMessageMyPage'))].flatMap(rowsOf),
    });
    expect(slips).toEqual([]);
  });

  it('mes: the daily report is what the work orders made, line by line and day by day', async () => {
    const orders = new Map<string, Record<string, Json>>();
    for (const data of await examplesOf('mfgOrderPage')) for (const o of rowsOf(data)) orders.set(str(o.code), o);
    const rows = (await examplesOf('mfgReportDailyList')).flatMap(rowsOf);
    expect(rows.length).toBeGreaterThan(0);
    expect(dailySlips(rows, [...orders.values()])).toEqual([]);
  });

  it('mes: an output record carries the figures of the task report it came from', async () => {
    const outputs = (await examplesOf('mfgOutputPage')).flatMap(rowsOf);
    const tasks = (await examplesOf('mfgTaskDetail')).filter(isRecord);
    const figures = { qualifiedQuantity: 2, defectiveQuantity: 0, scrapQuantity: 0 };
    const output = { type: 'OUTPUT', code: 'IO-1', taskCode: 'T', recordTime: 't', quantity: 2, ...figures };
    const report = { code: 'BG-1', reportTime: 't', reportQuantity: 3, ...figures };
    expect(outputSlips([output], [{ code: 'T', feedbacks: [report] }])).toEqual(['IO-1 quantity 2, its report BG-1 3']);
    expect(outputSlips([output], [{ code: 'T', feedbacks: [{ ...report, reportQuantity: 2 }] }])).toEqual([]);
    expect(outputSlips(outputs, tasks)).toEqual([]);
  });

  it('mes and storage: a work order is the same order in both, and its tasks add up to it', async () => {
    const orders = (await examplesOf('mfgOrderPage')).flatMap(rowsOf);
    const details = (await examplesOf('mfgOrderDetail')).filter(isRecord);
    const entryDocs = [
      ...(await examplesOf('stMfgEntryPage')).flatMap(rowsOf),
      ...(await examplesOf('stMfgEntryDetail')),
    ];
    const entries = [
      ...entryDocs.filter(isRecord).flatMap((doc) => rowsOf(doc.lines)),
      ...(await examplesOf('stMfgEntrySources')).flatMap(rowsOf),
    ];
    const openIssue = (doc: Record<string, Json>) => doc.state === 'DRAFT' || doc.state === 'SUBMITTED';
    const issues = [
      ...(await examplesOf('stMfgIssueDemand')).filter(isRecord),
      ...(await examplesOf('stMfgIssuePage')).flatMap(rowsOf).filter(openIssue),
      ...(await examplesOf('stMfgIssueDetail')).filter(isRecord).filter(openIssue),
    ];
    expect(entries.length).toBeGreaterThan(0);
    expect(issues.length).toBeGreaterThan(0);
    expect(orderSlips({ orders, details, entries, issues })).toEqual([]);
  });

  it('scm: storage documents are in warehouses live on their date', async () => {
    const houses = (await examplesOf('stOpeningHouseList')).flatMap(rowsOf);
    expect(houses.length).toBeGreaterThan(0);
    const docs: Record<string, Json>[] = [];
    for (const op of operationManifest.filter((o) => o.family === 'scm'))
      for (const example of await responseExamples(op)) docs.push(...recordsIn(example.value));
    expect(liveSlips(houses, docs)).toEqual([]);
  });
});
