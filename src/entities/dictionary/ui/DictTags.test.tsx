import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DictBadge } from './DictBadge';
import { DictTags } from './DictTags';

const tree = [
  {
    id: '1',
    code: 'material_type',
    name: '物料类型',
    children: [
      { id: '11', code: 'RAW', name: '原材料', badge: 'processing' },
      { id: '12', code: 'SEMI', name: '半成品', badge: 'warning' },
      { id: '13', code: 'FIN', name: '成品', badge: 'success' },
      { id: '14', code: 'PKG', name: '包装材料', badge: null },
      { id: '15', code: 'AUX', name: '辅料', badge: '#722ed1' },
    ],
  },
];

function cacheDictionary(): void {
  localStorage.setItem('DICT_TYPE_TREE', JSON.stringify({ value: tree, expire: null }));
}

describe('DictBadge', () => {
  beforeEach(cacheDictionary);

  it("shows the entry's name with its status", () => {
    const { container } = render(<DictBadge type="material_type" value="RAW" />);
    expect(screen.getByText('原材料')).toBeTruthy();
    expect(container.querySelector('.ant-badge-status-processing')).not.toBeNull();
  });

  it("shows the entry's colour", () => {
    const { container } = render(<DictBadge type="material_type" value="AUX" />);
    expect(screen.getByText('辅料')).toBeTruthy();
    const dot = container.querySelector<HTMLElement>('.ant-badge-status-dot');
    expect(dot?.style.backgroundColor).toBe('rgb(114, 46, 209)');
  });

  it('falls back to 未知字典 and 无此字典', () => {
    render(
      <>
        <DictBadge type="material_type" value="XYZ" />
        <DictBadge type="no_such_type" value="RAW" />
      </>,
    );
    expect(screen.getByText('未知字典')).toBeTruthy();
    expect(screen.getByText('无此字典')).toBeTruthy();
  });

  it('says 需重新登录 without a cached dictionary', () => {
    localStorage.clear();
    render(<DictBadge type="material_type" value="RAW" />);
    expect(screen.getByText('需重新登录')).toBeTruthy();
  });
});

describe('DictTags', () => {
  beforeEach(cacheDictionary);

  it('shows three tags and puts the rest behind +N...', async () => {
    const { container } = render(<DictTags type="material_type" values="RAW,SEMI,FIN,PKG,AUX" />);
    const list = within(container);
    expect(list.getByText('原材料')).toBeTruthy();
    expect(list.getByText('半成品')).toBeTruthy();
    expect(list.getByText('成品')).toBeTruthy();
    expect(list.queryByText('包装材料')).toBeNull();
    await userEvent.hover(list.getByText('+2...'));
    expect(await screen.findByText('包装材料')).toBeTruthy();
    expect(screen.getByText('辅料')).toBeTruthy();
  });

  it('colours a tag by its badge and takes a list of values', () => {
    render(<DictTags type="material_type" values={['RAW', 'AUX']} max={5} />);
    expect(screen.getByText('原材料').closest('.ant-tag')?.className).toContain('ant-tag-processing');
    expect(screen.queryByText(/^\+/)).toBeNull();
  });
});
