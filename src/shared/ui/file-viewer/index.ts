export { FileViewer, type ViewedFile } from './FileViewer';
export { usePreviewFile, sysPreview, type PreviewCall } from './use-preview-file';
export { previewKind, type PreviewKind } from './preview-kind';
export { AttachmentsSection } from './AttachmentsSection';
