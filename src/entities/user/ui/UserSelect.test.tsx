import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { UserMultiSelect, UserSelect } from './UserSelect';

afterEach(closeFeedback);

const users = [
  { id: '207', account: 'gaoxiang', name: '高翔', deptName: '研发中心' },
  { id: '202', account: 'lina', name: '李娜', deptName: '项目管理部' },
  { id: '210', account: 'sunli', name: '孙丽', deptName: null },
];

describe('UserSelect', () => {
  it('loads the users once, finds one by account and gives its id and the user', async () => {
    const calls = serve({ '/sys/sysUser/selector': ok(users) });
    const onChange = vi.fn();
    renderWithProviders(<UserSelect id="owner" onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox'), 'lina');
    await userEvent.click(await screen.findByText('李娜（项目管理部）'));
    expect(onChange).toHaveBeenCalledWith('202', users[1]);
    expect(calls.filter((c) => c.path === '/sys/sysUser/selector').map((c) => c.body)).toEqual([{}]);
  });

  it('shows a chosen user by name, and several in the order chosen', async () => {
    serve({ '/sys/sysUser/selector': ok(users) });
    const onChange = vi.fn();
    renderWithProviders(<UserMultiSelect value={['210']} onChange={onChange} />);
    await waitFor(() => expect(screen.getByText('孙丽')).toBeTruthy());
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('高翔（研发中心）'));
    expect(onChange).toHaveBeenCalledWith(['210', '207'], [users[2], users[0]]);
  });
});
