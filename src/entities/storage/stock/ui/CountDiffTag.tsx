import { Tag } from 'antd';
import { COUNT_DIFF_KINDS, diffKind } from '../model/count';
import { qtyWithUnit } from '../model/quantities';

/** 盘盈 +1 卷 / 盘亏 −2 根 / 正常: a count's difference as the lists and the approval show it. */
export function CountDiffTag({ diff, unit }: { diff: number; unit: { uomName: string; uomPrecision: number } }) {
  const kind = COUNT_DIFF_KINDS[diffKind(diff)];
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '';
  return (
    <Tag color={kind.color} variant="outlined">
      {diff === 0 ? kind.label : `${kind.label} ${sign}${qtyWithUnit(unit, Math.abs(diff))}`}
    </Tag>
  );
}
