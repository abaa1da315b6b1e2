import { PictureOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { message } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { imageFileProblem, RICH_TEXT_MESSAGES } from './editor-value';
import { ToolbarButton } from './ToolbarButton';

interface ImageButtonProps {
  editor: Editor;
  disabled: boolean;
  uploadImage: (file: File) => Promise<string>;
}

/** 图片: picks an image (product.md §5: image/*, 10 MB), uploads it through the screen's function and inserts it. */
export function ImageButton({ editor, disabled, uploadImage }: ImageButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (error) {
      // A lost session, 403 or 5xx of the policy call was already shown by the request layer.
      if (!(isApiError(error) && error.kind !== 'business'))
        void message.error(userMessageOf(error, RICH_TEXT_MESSAGES.imageUploadFailed));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <ToolbarButton
        label="图片"
        icon={<PictureOutlined />}
        disabled={disabled}
        loading={uploading}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="选择图片"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}
