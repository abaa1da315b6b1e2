import { describe, expect, it } from 'vitest';
import { captureFocus } from './focus-return';

const afterDialog = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('captureFocus', () => {
  it('gives the focus back to the element that had it, if it is still on the page', async () => {
    const opener = document.createElement('button');
    const other = document.createElement('input');
    document.body.append(opener, other);
    opener.focus();
    const restore = captureFocus();
    other.focus();
    restore();
    await afterDialog();
    expect(document.activeElement).toBe(opener);

    other.focus();
    const gone = captureFocus();
    other.remove();
    gone();
    await afterDialog();
    expect(document.activeElement).toBe(document.body);
    opener.remove();
  });
});
