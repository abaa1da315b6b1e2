import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextMode } from './types';

interface ExtensionOptions {
  mode: RichTextMode;
  placeholder: string;
  maxLength: number;
}

/** What each mode can hold: marks the toolbar cannot set are not parsed either, so pasted content matches the mode. */
export function editorExtensions({ mode, placeholder, maxLength }: ExtensionOptions): Extensions {
  const full = mode === 'default';
  return [
    StarterKit.configure({
      heading: full ? { levels: [1, 2, 3] } : false,
      blockquote: full ? {} : false,
      codeBlock: full ? {} : false,
      code: full ? {} : false,
      strike: full ? {} : false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      },
    }),
    ...(full ? [Image.configure({ allowBase64: false })] : []),
    // No autoTrim: content saved earlier is never cut; past the limit only deleting is possible.
    CharacterCount.configure({ limit: maxLength, autoTrim: false }),
    Placeholder.configure({ placeholder }),
  ];
}
