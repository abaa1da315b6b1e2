import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, renderWithProviders } from '@tests/support/fake-api';
import { usePreviewFile, type PreviewCall } from './use-preview-file';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

function Harness({ preview }: { preview: PreviewCall<{ id: string }> }) {
  const viewer = usePreviewFile(preview);
  return (
    <>
      <button type="button" onClick={() => void viewer.preview({ id: 'F1' }, '检验报告')}>
        预览
      </button>
      {viewer.viewer}
    </>
  );
}

async function previewAnswer(fileSuffix: string, filePath: string) {
  const call = vi.fn(() => Promise.resolve({ fileSuffix, filePath }));
  renderWithProviders(<Harness preview={call} />);
  await userEvent.click(screen.getByRole('button', { name: '预览' }));
  return call;
}

describe('usePreviewFile', () => {
  it('shows images in the image viewer, passing the param through', async () => {
    const call = await previewAnswer('PNG', '/files/a.png');
    expect(call).toHaveBeenCalledWith({ id: 'F1' });
    expect((await screen.findByRole('img', { name: '检验报告' })).getAttribute('src')).toBe('/files/a.png');
  });

  it('shows PDFs in the PDF viewer', async () => {
    await previewAnswer('pdf', '/files/r.pdf');
    expect((await screen.findByTitle('检验报告')).getAttribute('src')).toBe('/files/r.pdf');
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeTruthy();
  });

  it('opens anything else at its path', async () => {
    const windowOpen = vi.fn();
    vi.stubGlobal('open', windowOpen);
    await previewAnswer('docx', '/files/spec.docx');
    await waitFor(() => expect(windowOpen).toHaveBeenCalled());
    expect(windowOpen).toHaveBeenCalledWith('/files/spec.docx', '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
