import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, message } from 'antd';
import { StrictMode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FormField } from '../form';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextMode } from './types';

function Bound({ initial, mode }: { initial: string; mode?: RichTextMode }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} mode={mode} id="content" />
      <output data-testid="html">{html}</output>
    </>
  );
}

// ProseMirror measures the caret while typing; jsdom lays nothing out, so ranges have no boxes and no point has an element.
Object.defineProperty(Range.prototype, 'getClientRects', { configurable: true, value: () => [] });
Object.defineProperty(Range.prototype, 'getBoundingClientRect', { configurable: true, value: () => new DOMRect() });
Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });

const remarkSchema = z.object({ remark: z.string().check(z.minLength(1, '请输入备注')) });

function RemarkForm({ onValid }: { onValid: (remark: string) => void }) {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(remarkSchema), defaultValues: { remark: '' } });
  return (
    <form onSubmit={handleSubmit(({ remark }) => onValid(remark))}>
      <Form component={false}>
        <FormField control={control} name="remark" label="备注" required>
          {(field) => <RichTextEditor {...field} id="remark" mode="simple" />}
        </FormField>
      </Form>
      <Button htmlType="submit">保存</Button>
    </form>
  );
}

const editable = () => screen.findByRole('textbox', undefined, { timeout: 3000 });

describe('RichTextEditor', () => {
  afterEach(async () => {
    await act(async () => {
      message.destroy();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('shows a 500 px skeleton, then the editor with the placeholder and 0/5000', async () => {
    render(<RichTextEditor />);
    expect(screen.getByLabelText('编辑器加载中').style.height).toBe('500px');
    const box = await editable();
    expect(box.querySelector('p')?.getAttribute('data-placeholder')).toBe('请输入内容');
    expect(screen.getByText('0/5000')).toBeTruthy();
  });

  it('survives StrictMode, which creates the editor twice', async () => {
    render(
      <StrictMode>
        <Bound initial="<p>交货期</p>" />
      </StrictMode>,
    );
    await editable();
    expect(screen.getByText('3/5000')).toBeTruthy();
  });

  it('sanitises the value it is given and counts its characters', async () => {
    render(<Bound initial={'<p>采购说明<img src="x" onerror="alert(1)"></p><script>alert(2)</script>'} />);
    const box = await editable();
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.querySelector('script')).toBeNull();
    expect(screen.getByText('4/5000')).toBeTruthy();
  });

  it('reports typed text as HTML and counts it', async () => {
    const user = userEvent.setup();
    render(<Bound initial="" mode="simple" />);
    await user.click(await editable());
    await user.keyboard('交货期');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<p>交货期</p>'));
    expect(screen.getByText('3/5000')).toBeTruthy();
  });

  it('refuses typing past 5000 characters', async () => {
    const user = userEvent.setup();
    render(<Bound initial={`<p>${'字'.repeat(4999)}</p>`} />);
    const box = await editable();
    await user.click(box);
    await user.keyboard('交货');
    await waitFor(() => expect(screen.getByText('5000/5000')).toBeTruthy());
    expect(box.textContent?.replace(/字/g, '')).toBe('交');
  });

  it('binds into react-hook-form through FormField: a required message, then the typed HTML', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(<RemarkForm onValid={(remark) => sent.push(remark)} />);
    await user.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入备注')).toBeTruthy();
    await user.click(await editable());
    await user.keyboard('按时交付');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).toEqual(['<p>按时交付</p>']));
  });

  it('uploads a chosen image through the screen function and inserts it', async () => {
    const user = userEvent.setup();
    const uploaded: string[] = [];
    const uploadImage = async (file: File) => {
      uploaded.push(file.name);
      return 'https://cdn.example/files/line.png';
    };
    render(<RichTextEditor uploadImage={uploadImage} />);
    const box = await editable();
    await user.upload(screen.getByLabelText('选择图片'), new File(['png'], 'line.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(box.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/files/line.png'),
    );
    expect(uploaded).toEqual(['line.png']);
  });

  it('says 图片上传失败 when the upload fails, and refuses files that are not images', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadImage = async (): Promise<string> => {
      throw new Error('HTTP 413');
    };
    render(<RichTextEditor uploadImage={uploadImage} />);
    const box = await editable();
    await user.upload(screen.getByLabelText('选择图片'), new File(['png'], 'line.png', { type: 'image/png' }));
    expect(await screen.findByText('图片上传失败')).toBeTruthy();
    await user.upload(screen.getByLabelText('选择图片'), new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('只能插入图片文件')).toBeTruthy();
    expect(box.querySelector('img')).toBeNull();
  });

  it('marks content over the limit in the counter', async () => {
    render(<Bound initial={`<p>${'字'.repeat(5001)}</p>`} />);
    await editable();
    expect(screen.getByText('5001/5000').className).toMatch(/over/);
  });

  it('shows the simple commands only in the simple mode', async () => {
    render(<RichTextEditor mode="simple" uploadImage={async () => 'https://cdn.example/a.png'} />);
    await editable();
    const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['加粗', '斜体', '下划线', '无序列表', '有序列表', '链接']);
  });

  it('shows headings, quote, code, image and undo/redo in the default mode', async () => {
    render(<RichTextEditor uploadImage={async () => 'https://cdn.example/a.png'} />);
    await editable();
    const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual([
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '无序列表',
      '有序列表',
      '引用',
      '代码块',
      '链接',
      '图片',
      '撤销',
      '重做',
    ]);
    expect(screen.getByLabelText('段落格式')).toBeTruthy();
  });
});
