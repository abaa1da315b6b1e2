import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LookupsProvider, NO_LOOKUPS } from '@/shared/lib/lookups';
import type { SearchCondition } from '@/shared/lib/table-query';
import { AdvancedSearchPanel } from './AdvancedSearchPanel';
import { SEARCH_PLACEHOLDER, SearchBar } from './SearchBar';

afterEach(cleanup);

const conditions: SearchCondition[] = [
  { key: 'name', title: '产线名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'number' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status' },
  {
    key: 'shift',
    title: '班制',
    type: 'radio',
    options: [
      { title: '白班', value: 'DAY' },
      { title: '两班倒', value: 'TWO' },
    ],
  },
  { key: 'capacity', title: '产能', type: 'numberRange' },
];
const lookups = {
  ...NO_LOOKUPS,
  dictOptions: (code: string) =>
    code === 'common_status'
      ? [
          { title: '启用', value: '0' },
          { title: '停用', value: '1' },
        ]
      : [],
};

function renderBar() {
  const onSearch = vi.fn();
  render(
    <LookupsProvider value={lookups}>
      <SearchBar conditions={conditions} onSearch={onSearch} />
    </LookupsProvider>,
  );
  return onSearch;
}

async function chooseProperty(title: string) {
  await userEvent.hover(screen.getByRole('button', { name: /选择属性项/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: title }));
}

describe('SearchBar', () => {
  it('emits a keyword on Enter with the first property, then clears', async () => {
    const onSearch = renderBar();
    const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    await userEvent.type(input, ' 总装 {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ key: 'name', type: 'input', value: ' 总装 ', text: ' 总装 ' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('does not emit while an IME is composing, nor an empty value', async () => {
    const onSearch = renderBar();
    const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    fireEvent.change(input, { target: { value: 'zong' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps digits only for a number (19 at most) and emits zero', async () => {
    const onSearch = renderBar();
    await chooseProperty('数量');
    const input = screen.getByRole('textbox', { name: '数量' });
    await userEvent.type(input, 'a1b2');
    expect((input as HTMLInputElement).value).toBe('12');
    await userEvent.clear(input);
    await userEvent.type(input, '12345678901234567890123');
    expect((input as HTMLInputElement).value).toBe('1234567890123456789');
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ key: 'qty', type: 'number', value: '0', text: '0' });
  });

  it('picks a select option from the dictionary with one click; the input is read-only', async () => {
    const onSearch = renderBar();
    await chooseProperty('状态');
    const input = screen.getByRole('textbox', { name: '状态' });
    expect(input.hasAttribute('readonly')).toBe(true);
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: '停用' }));
    expect(onSearch).toHaveBeenCalledWith({ key: 'status', type: 'select', value: '1', text: '停用' });
  });

  it('picks a radio option from the static options', async () => {
    const onSearch = renderBar();
    await chooseProperty('班制');
    await userEvent.click(screen.getByRole('textbox', { name: '班制' }));
    await userEvent.click(await screen.findByRole('option', { name: '两班倒' }));
    expect(onSearch).toHaveBeenCalledWith({ key: 'shift', type: 'radio', value: 'TWO', text: '两班倒' });
  });

  it('emits a one-sided number range with that side only', async () => {
    const onSearch = renderBar();
    await chooseProperty('产能');
    await userEvent.click(screen.getByRole('textbox', { name: '产能' }));
    await userEvent.type(await screen.findByRole('spinbutton', { name: '最小值' }), '500');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onSearch).toHaveBeenCalledWith({
      key: 'capacity',
      type: 'numberRange',
      value: { from: 500, to: undefined },
      text: '≥ 500',
    });
  });
});

describe('AdvancedSearchPanel', () => {
  it('submits every condition that has a value and resets', async () => {
    const onSubmit = vi.fn();
    const onReset = vi.fn();
    render(
      <LookupsProvider value={lookups}>
        <AdvancedSearchPanel
          conditions={conditions.slice(0, 2)}
          value={[{ key: 'qty', type: 'number', value: '5', text: '5' }]}
          onSubmit={onSubmit}
          onReset={onReset}
        />
      </LookupsProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: '产线名称' }), '机加');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(onSubmit).toHaveBeenCalledWith([
      { key: 'name', type: 'input', value: '机加', text: '机加' },
      { key: 'qty', type: 'number', value: '5', text: '5' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: '产线名称' }) as HTMLInputElement).value).toBe('');
  });
});
