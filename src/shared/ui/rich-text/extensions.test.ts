import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function create(mode: 'simple' | 'default', content: string, maxLength = 20): Editor {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions({ mode, placeholder: '请输入内容', maxLength }),
    content,
  });
  return editor;
}

describe('editorExtensions', () => {
  it('refuses input past the character limit', () => {
    const current = create('simple', '<p>一二三</p>', 5);
    current.commands.insertContentAt(current.state.doc.content.size - 1, '四五');
    expect(current.storage.characterCount.characters()).toBe(5);
    current.commands.insertContentAt(current.state.doc.content.size - 1, '六');
    expect(current.getText()).toBe('一二三四五');
  });

  it('keeps saved content over the limit, lets it shrink and not grow', () => {
    const current = create('simple', `<p>${'字'.repeat(25)}</p>`);
    expect(current.storage.characterCount.characters()).toBe(25);
    current.commands.insertContentAt(1, '多');
    expect(current.storage.characterCount.characters()).toBe(25);
    current.commands.deleteRange({ from: 1, to: 3 });
    expect(current.storage.characterCount.characters()).toBe(23);
  });

  it('shows the placeholder on an empty editor', () => {
    const current = create('simple', '');
    expect(current.view.dom.querySelector('p')?.getAttribute('data-placeholder')).toBe('请输入内容');
  });

  it('drops what the simple mode cannot make and keeps it in the default mode', () => {
    const html =
      '<h2>标题</h2><blockquote><p>引用</p></blockquote><p><s>删</s><u>下</u><a href="https://example.com">链</a></p><img src="https://cdn.example/a.png">';
    expect(create('simple', html, 5000).getHTML()).toBe(
      '<p>标题</p><p>引用</p><p>删<u>下</u><a target="_blank" rel="noopener noreferrer" href="https://example.com">链</a></p>',
    );
    editor?.destroy();
    expect(create('default', html, 5000).getHTML()).toBe(
      '<h2>标题</h2><blockquote><p>引用</p></blockquote><p><s>删</s><u>下</u><a target="_blank" rel="noopener noreferrer" href="https://example.com">链</a></p><img src="https://cdn.example/a.png">',
    );
  });
});
