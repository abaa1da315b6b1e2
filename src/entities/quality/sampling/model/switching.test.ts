import { describe, expect, it } from 'vitest';
import { isPlan } from './sampling-plan';
import { nextSwitchingScore, switchingState, tighterAcceptanceNumber, type LotResult } from './switching';
import { TABLE_2A_NORMAL } from './table-2a-normal';
import type { Severity } from './types';

/** A lot accepted with no nonconforming item, one rejected (one above Ac), one accepted at exactly Ac. */
const ok = (severity: Severity = 'NORMAL', ac = 2): LotResult => ({ severity, ac, defects: 0 });
const bad = (severity: Severity = 'NORMAL', ac = 2): LotResult => ({ severity, ac, defects: ac + 1 });
const atAc = (severity: Severity = 'NORMAL', ac = 2): LotResult => ({ severity, ac, defects: ac });
const times = (count: number, lot: LotResult) => Array.from({ length: count }, () => lot);

describe('switchingState', () => {
  it('starts normal when nothing has been inspected', () => {
    expect(switchingState([])).toEqual({
      severity: 'NORMAL',
      reason: '尚无检验记录，按正常检验开始',
      score: 0,
      stopped: false,
    });
  });

  describe('normal → tightened', () => {
    it('switches when 2 of 5 consecutive lots are not accepted', () => {
      expect(switchingState([bad(), ok(), ok(), ok(), bad()])).toEqual({
        severity: 'TIGHTENED',
        reason: '连续 5 批中有 2 批不接收，转为加严',
        score: 0,
        stopped: false,
      });
    });

    it('switches at once on 2 of fewer than 5', () => {
      expect(switchingState([ok(), bad(), bad()]).reason).toBe('连续 2 批中有 2 批不接收，转为加严');
      expect(switchingState([bad(), ok(), bad()]).reason).toBe('连续 3 批中有 2 批不接收，转为加严');
    });

    it('stays normal when the two rejections are 6 lots apart', () => {
      const state = switchingState([bad(), ok(), ok(), ok(), ok(), bad()]);
      expect(state.severity).toBe('NORMAL');
      expect(state.reason).toBe('正常检验：最近 5 批中 1 批不接收，转移得分 0');
    });
  });

  describe('tightened → normal', () => {
    const tightened = [bad(), bad()];

    it('returns to normal after 5 consecutive lots accepted under tightened', () => {
      expect(switchingState([...tightened, ...times(5, ok('TIGHTENED'))])).toEqual({
        severity: 'NORMAL',
        reason: '加严检验连续 5 批接收，恢复正常检验',
        score: 0,
        stopped: false,
      });
    });

    it('stays tightened after 4, and a rejection restarts the run', () => {
      expect(switchingState([...tightened, ...times(4, ok('TIGHTENED'))]).reason).toBe(
        '加严检验：已连续 4 批接收（满 5 批恢复正常），累计 0 批不接收（满 5 批暂停检验）',
      );
      const state = switchingState([...tightened, ...times(4, ok('TIGHTENED')), bad('TIGHTENED'), ok('TIGHTENED')]);
      expect(state.severity).toBe('TIGHTENED');
      expect(state.reason).toBe('加严检验：已连续 1 批接收（满 5 批恢复正常），累计 1 批不接收（满 5 批暂停检验）');
    });

    it('restarts the switching score at 0 back under normal', () => {
      const state = switchingState([...tightened, ...times(5, ok('TIGHTENED')), ok('NORMAL')]);
      expect(state).toMatchObject({ severity: 'NORMAL', score: 3 });
    });
  });

  describe('stop under tightened', () => {
    const fiveRejected = [
      bad(),
      bad(),
      bad('TIGHTENED'),
      ok('TIGHTENED'),
      bad('TIGHTENED'),
      bad('TIGHTENED'),
      ok('TIGHTENED'),
      bad('TIGHTENED'),
      bad('TIGHTENED'),
    ];

    it('stops inspection after 5 lots not accepted under tightened, consecutive or not', () => {
      expect(switchingState(fiveRejected)).toEqual({
        severity: 'TIGHTENED',
        reason: '加严检验累计 5 批不接收，暂停检验，待质量经理解除',
        score: 0,
        stopped: true,
      });
      expect(switchingState(fiveRejected.slice(0, -1)).stopped).toBe(false);
    });

    it('stays stopped until the quality manager releases, then inspects tightened', () => {
      expect(switchingState(fiveRejected, { released: true })).toEqual({
        severity: 'TIGHTENED',
        reason: '暂停检验已由质量经理解除，按加严检验恢复',
        score: 0,
        stopped: false,
      });
      const resumed = switchingState([...fiveRejected, ok('TIGHTENED')]);
      expect(resumed).toMatchObject({ severity: 'TIGHTENED', stopped: false });
      expect(resumed.reason).toBe('加严检验：已连续 1 批接收（满 5 批恢复正常），累计 0 批不接收（满 5 批暂停检验）');
    });
  });

  describe('normal → reduced', () => {
    const allowed = { productionSteady: true, reducedApproved: true };

    it('switches when the score reaches 30 with steady production and approval (Ac ≥ 2: 3 a lot)', () => {
      expect(switchingState(times(9, ok()), allowed)).toMatchObject({ severity: 'NORMAL', score: 27 });
      expect(switchingState(times(10, ok()), allowed)).toEqual({
        severity: 'REDUCED',
        reason: '转移得分 30 达到 30，生产稳定且负责部门同意，转为放宽',
        score: 0,
        stopped: false,
      });
    });

    it('counts 2 a lot when Ac is 0 or 1', () => {
      expect(switchingState(times(14, ok('NORMAL', 1)), allowed)).toMatchObject({ severity: 'NORMAL', score: 28 });
      expect(switchingState(times(15, ok('NORMAL', 0)), allowed).severity).toBe('REDUCED');
    });

    it('stays normal at 30 without approval or with unsteady production, and says which', () => {
      expect(switchingState(times(10, ok()))).toEqual({
        severity: 'NORMAL',
        reason: '正常检验：最近 5 批中 0 批不接收，转移得分 30，已达 30，但负责部门未同意，保持正常',
        score: 30,
        stopped: false,
      });
      expect(switchingState(times(10, ok()), { productionSteady: false, reducedApproved: true }).reason).toContain(
        '但生产不稳定，保持正常',
      );
    });

    it('resets the score when a lot with Ac ≥ 2 is accepted only at Ac, or any lot is rejected', () => {
      expect(switchingState([...times(9, ok()), atAc()])).toMatchObject({ severity: 'NORMAL', score: 0 });
      expect(switchingState([...times(5, ok()), bad()])).toMatchObject({ severity: 'NORMAL', score: 0 });
      expect(switchingState([...times(5, ok()), bad(), ...times(2, ok())])).toMatchObject({ score: 6 });
    });
  });

  describe('reduced → normal', () => {
    const reduced = [...times(10, ok()), ok('REDUCED'), ok('REDUCED')];
    const allowed = { productionSteady: true, reducedApproved: true };

    it('stays reduced while lots are accepted', () => {
      expect(switchingState(reduced, allowed)).toEqual({
        severity: 'REDUCED',
        reason: '放宽检验：放宽以来 2 批均接收',
        score: 0,
        stopped: false,
      });
    });

    it('returns to normal on a rejection', () => {
      expect(switchingState([...reduced, bad('REDUCED')], allowed)).toEqual({
        severity: 'NORMAL',
        reason: '放宽检验中有 1 批不接收，恢复正常检验',
        score: 0,
        stopped: false,
      });
    });

    it('returns to normal when production is no longer steady', () => {
      expect(switchingState(reduced, { ...allowed, productionSteady: false })).toMatchObject({
        severity: 'NORMAL',
        reason: '生产不稳定，放宽检验恢复为正常',
      });
    });
  });

  it('follows the severity a lot was recorded under when the server started it so', () => {
    expect(switchingState([ok('TIGHTENED')])).toMatchObject({ severity: 'TIGHTENED', stopped: false });
  });
});

describe('switching score', () => {
  it('adds 3 with Ac ≥ 2 only when the lot also passes one AQL step tighter', () => {
    expect(nextSwitchingScore(6, { ac: 3, defects: 2 })).toBe(9);
    expect(nextSwitchingScore(6, { ac: 3, defects: 3 })).toBe(0);
    expect(nextSwitchingScore(6, { ac: 21, defects: 14 })).toBe(9);
    expect(nextSwitchingScore(6, { ac: 21, defects: 15 })).toBe(0);
  });

  it('adds 2 with Ac 0 or 1 when accepted', () => {
    expect(nextSwitchingScore(4, { ac: 1, defects: 1 })).toBe(6);
    expect(nextSwitchingScore(4, { ac: 0, defects: 0 })).toBe(6);
    expect(nextSwitchingScore(4, { ac: 0, defects: 1 })).toBe(0);
  });

  it('takes the tighter Ac from the series of 表 2-A', () => {
    expect([2, 3, 5, 7, 10, 14, 21, 30, 44].map(tighterAcceptanceNumber)).toEqual([1, 2, 3, 5, 7, 10, 14, 21, 30]);
    expect(tighterAcceptanceNumber(0)).toBeUndefined();
    expect(tighterAcceptanceNumber(4)).toBeUndefined();
  });

  it('matches 表 2-A: left of every plan with Ac ≥ 2 is a plan of the same sample size with the tighter Ac', () => {
    let checked = 0;
    for (const row of TABLE_2A_NORMAL.rows) {
      row.cells.forEach((cell, index) => {
        if (!cell || !isPlan(cell) || cell[0] < 2) return;
        const left = row.cells[index - 1];
        expect(left && isPlan(left) ? left[0] : left, `${row.letter} 第 ${index} 列`).toBe(
          tighterAcceptanceNumber(cell[0]),
        );
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
