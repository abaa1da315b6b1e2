import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalFlow } from './ApprovalFlow';

describe('ApprovalFlow', () => {
  it('renders each step at its place with its approver and status, and a line per link', () => {
    const { container } = render(
      <ApprovalFlow
        nodes={[
          { id: 'a', title: '发起申请', approver: '张伟', status: 'approved', next: ['b', 'c'] },
          { id: 'b', title: '财务审批', approver: '李娜', status: 'processing' },
          { id: 'c', title: '法务审批', approver: null, status: 'rejected' },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      '发起申请：已通过',
      '财务审批：审批中',
      '法务审批：已驳回',
    ]);
    expect(steps.map((step) => [step.style.left, step.style.top, step.style.width, step.style.height])).toEqual([
      ['0px', '60px', '200px', '90px'],
      ['230px', '0px', '200px', '90px'],
      ['230px', '120px', '200px', '90px'],
    ]);
    expect(within(steps[0] as HTMLElement).getByText('张伟')).toBeTruthy();
    expect(within(steps[2] as HTMLElement).getByText('—')).toBeTruthy();
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
  });

  it('says so when there are no steps', () => {
    render(<ApprovalFlow nodes={[]} />);
    expect(screen.getByText('暂无审批流程')).toBeTruthy();
  });
});
