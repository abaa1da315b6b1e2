import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplingPlan } from '../model/sampling-plan';
import type { SamplingInput, SamplingPlan } from '../model/types';
import { SamplingCalculator } from './SamplingCalculator';

/** The value shown beside a result label (样本字码, 样本量, Ac, Re). */
const shown = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label' }).nextElementSibling;

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  // The options of the four selects have distinct titles (levels, 正常/加严/放宽, AQL values).
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((element) => element.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`没有选项 ${option}`);
  await userEvent.click(item);
}

describe('SamplingCalculator', () => {
  it('works out 批量 500, II, 正常, AQL 1.5 → H, 50, Ac 2, Re 3, and reports the plan', async () => {
    const onChange = vi.fn<(plan: SamplingPlan | undefined, input: SamplingInput | undefined) => void>();
    render(<SamplingCalculator onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('批量'), '500');
    await choose('检验水平', 'II');
    await choose('严格度', '正常');
    await choose('AQL', '1.5');

    expect(shown('样本字码')?.textContent).toBe('H');
    expect(shown('样本量')?.textContent).toBe('50');
    expect(shown('Ac')?.textContent).toBe('2');
    expect(shown('Re')?.textContent).toBe('3');
    expect(screen.queryByText('全检')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ codeLetter: 'H', sampleSize: 50, ac: 2, re: 3, fullInspection: false }),
      { lotSize: 500, level: 'II', severity: 'NORMAL', aql: 1.5 },
    );
  });

  it('says 全检 for a lot of 10 at level II whose plan samples 13, and explains the arrow', async () => {
    render(<SamplingCalculator initial={{ level: 'II', severity: 'NORMAL', aql: 1 }} />);
    await userEvent.type(screen.getByLabelText('批量'), '10');

    expect(shown('样本字码')?.textContent).toBe('B（↓ E）');
    expect(shown('样本量')?.textContent).toBe('10全检');
    expect(shown('Ac')?.textContent).toBe('0');
    expect(shown('Re')?.textContent).toBe('1');
    expect(
      screen.getByText(
        '字码 B 在 AQL 1.0 处为 ↓，按箭头下第一个方案：字码 E，样本量 13；样本量 13 不小于批量 10，全检：检验全部 10 件',
      ),
    ).toBeTruthy();
  });

  it('refuses a lot size that is not a positive integer in Chinese, keeping what was typed', async () => {
    const onChange = vi.fn<(plan: SamplingPlan | undefined, input: SamplingInput | undefined) => void>();
    render(<SamplingCalculator initial={{ lotSize: 500 }} onChange={onChange} />);
    const lot = screen.getByLabelText('批量');
    await userEvent.clear(lot);
    await userEvent.type(lot, '12.5');

    expect(screen.getByRole('alert').textContent).toBe('批量须为正整数');
    expect((lot as HTMLInputElement).value).toBe('12.5');
    expect(lot.getAttribute('aria-invalid')).toBe('true');
    expect(shown('样本量')?.textContent).toBe('-');
    expect(onChange).toHaveBeenLastCalledWith(undefined, undefined);

    await userEvent.type(lot, '{Backspace}{Backspace}');
    // The message leaves with antd's motion.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(shown('样本量')?.textContent).toBe('12全检');
  });

  it('reads the tightened and reduced tables when the severity changes', async () => {
    render(<SamplingCalculator initial={{ lotSize: 500, aql: 1.5 }} />);
    await choose('严格度', '放宽');
    expect(shown('样本量')?.textContent).toBe('20');
    expect(screen.getByText('GB/T 2828.1-2012 表 2-C')).toBeTruthy();
    await choose('严格度', '加严');
    expect([shown('样本量')?.textContent, shown('Ac')?.textContent, shown('Re')?.textContent]).toEqual([
      '50',
      '1',
      '2',
    ]);
  });

  it('shows a given plan read-only, with what it was worked out from', () => {
    const input = { lotSize: 3000, level: 'II', severity: 'NORMAL', aql: 0.65 } as const;
    render(<SamplingCalculator readOnly plan={samplingPlan(input)} input={input} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(shown('批量')?.textContent).toBe('3000');
    expect(shown('严格度')?.textContent).toBe('正常');
    expect(shown('AQL')?.textContent).toBe('0.65');
    expect([shown('样本字码'), shown('样本量'), shown('Ac'), shown('Re')].map((cell) => cell?.textContent)).toEqual([
      'K',
      '125',
      '2',
      '3',
    ]);
  });
});
