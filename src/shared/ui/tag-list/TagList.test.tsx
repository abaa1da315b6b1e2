import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvatarList } from '@/shared/ui/avatar-list';
import { TagList } from './TagList';

afterEach(cleanup);

describe('overflow lists', () => {
  it('shows three tags and +N... for the rest', () => {
    render(<TagList items={['A', 'B', 'C', 'D', 'E'].map((k) => ({ key: k, label: `标签${k}` }))} />);
    expect(screen.getByText('标签C')).toBeTruthy();
    expect(screen.queryByText('标签D')).toBeNull();
    expect(screen.getByText('+2...')).toBeTruthy();
  });

  it('shows the first avatars and +N for the rest', () => {
    render(<AvatarList max={2} people={[{ name: '张伟' }, { name: '李娜' }, { name: '王强' }, { name: '刘洋' }]} />);
    expect(screen.getByText('张')).toBeTruthy();
    expect(screen.queryByText('王')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });
});
