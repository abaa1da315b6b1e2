import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { PositionTreeSelect } from './PositionTreeSelect';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const tree = [
  {
    id: '316',
    title: '生产中心',
    type: 'dept',
    children: [
      { id: '301', title: '总装车间', type: 'dept', children: [{ id: 'P11', title: '装配工', type: 'pos' }] },
      { id: 'P01', title: '生产经理', type: 'pos' },
    ],
  },
];

describe('PositionTreeSelect', () => {
  it('offers the positions under their departments; a department cannot be chosen', async () => {
    const calls = serve({ '/sys/sysDept/treeForEmpPos': ok(tree) });
    const onChange = vi.fn();
    renderWithProviders(<PositionTreeSelect id="posId" onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('总装车间'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTitle('装配工'));
    expect(onChange).toHaveBeenCalledWith('P11');
    expect(calls[0]?.path).toBe('/sys/sysDept/treeForEmpPos');
  });
});
