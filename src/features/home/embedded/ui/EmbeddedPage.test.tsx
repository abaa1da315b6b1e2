import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accessToken } from '@/shared/lib/storage';
import { EmbeddedPage } from './EmbeddedPage';

function renderPage(link: string | null) {
  render(
    <MemoryRouter>
      <EmbeddedPage link={link} />
    </MemoryRouter>,
  );
}

function resizeTo(height: number) {
  act(() => {
    window.innerHeight = height;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('EmbeddedPage', () => {
  it('fills the token slot of an own-origin link and sizes the frame to the viewport minus 260 px', () => {
    accessToken.set('tok-own');
    resizeTo(900);
    renderPage('/bi/board?token=');
    const frame = screen.getByTitle('内嵌页面');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/bi/board?token=tok-own`);
    expect(frame.style.height).toBe('640px');
    resizeTo(1000);
    expect(frame.style.height).toBe('740px');
  });

  it('does not hand the token to a foreign origin', () => {
    accessToken.set('tok-own');
    renderPage('https://example.com/report?token=');
    expect(screen.getByTitle('内嵌页面').getAttribute('src')).toBe('https://example.com/report?token=');
  });

  it('shows 404 for an empty link', () => {
    renderPage('');
    expect(screen.getByText('抱歉，您访问的页面不存在或仍在开发中')).toBeTruthy();
    expect(screen.queryByTitle('内嵌页面')).toBeNull();
  });
});
