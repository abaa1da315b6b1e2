export {
  ACCEPT,
  DEFAULT_LIMIT_MB,
  UPLOAD_MESSAGES,
  countProblem,
  extensionProblem,
  fileProblem,
  type PickedFile,
  type UploadVariant,
} from './file-rules';
export { imageUploader, uploadFile, type GetUploadPolicy, type UploadPolicy, type UploadedData } from './upload-file';
