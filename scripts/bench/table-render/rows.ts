/** 200 deterministic production-line-like rows with 12 fields, the same for every variant. */
export interface BenchRow {
  id: string;
  code: string;
  name: string;
  deptName: string;
  inHouseCode: string;
  houseName: string;
  shift: string;
  capacity: number;
  yieldRate: string;
  leader: string;
  createAccount: string;
  createTime: string;
  remark: string;
}

const depts = ['总装车间', '机加车间', '注塑车间', '冲压车间', '喷涂车间'];
const leaders = ['张伟', '李娜', '王强', '刘洋', '陈静', '杨帆'];

export function benchRows(count = 200): BenchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(1716352000000001000 + i),
    code: `LINE-${String(i + 1).padStart(3, '0')}`,
    name: `${depts[i % depts.length]}${(i % 9) + 1}号线`,
    deptName: depts[i % depts.length] ?? '',
    inHouseCode: `WH-XB-${String((i % 12) + 1).padStart(2, '0')}`,
    houseName: `线边仓${(i % 12) + 1}号库`,
    shift: i % 2 === 0 ? '白班' : '两班倒',
    capacity: 800 + ((i * 37) % 400),
    yieldRate: `${(95 + ((i * 7) % 50) / 10).toFixed(1)}%`,
    leader: leaders[i % leaders.length] ?? '',
    createAccount: 'zhangwei',
    createTime: `2026-${String((i % 9) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')} 09:15:00`,
    remark: i % 3 === 0 ? '夜班需提前半小时点检' : '',
  }));
}

/** The 12 shown fields, in order, with their titles and widths. */
export const BENCH_FIELDS: ReadonlyArray<{ key: keyof BenchRow; title: string; width: number }> = [
  { key: 'code', title: '产线编码', width: 120 },
  { key: 'name', title: '产线名称', width: 160 },
  { key: 'deptName', title: '所属部门', width: 120 },
  { key: 'inHouseCode', title: '投料仓库编码', width: 130 },
  { key: 'houseName', title: '投料仓库', width: 130 },
  { key: 'shift', title: '班制', width: 90 },
  { key: 'capacity', title: '日产能', width: 90 },
  { key: 'yieldRate', title: '良率', width: 90 },
  { key: 'leader', title: '线长', width: 90 },
  { key: 'createAccount', title: '创建人', width: 110 },
  { key: 'createTime', title: '创建时间', width: 170 },
  { key: 'remark', title: '备注', width: 200 },
];

/** The page-change benchmark's fixed request time, so the table's own share of a page change can be told apart. */
export const REQUEST_MS = 30;
