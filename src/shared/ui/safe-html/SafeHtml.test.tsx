import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders the formatting and none of the script', () => {
    const { container } = render(
      <SafeHtml html={'<p><strong>加粗</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('加粗');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('renders an empty block for no content', () => {
    const { container } = render(<SafeHtml html={null} className="body" />);
    expect(container.querySelector('.body')?.innerHTML).toBe('');
  });
});
