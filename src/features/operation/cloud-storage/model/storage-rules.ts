import * as z from 'zod/mini';

interface KeyFields {
  storageType: string;
  accessKey: string | null;
  secretKey: string | null;
}

/**
 * A cloud store (OSS, COS, MinIO) needs its access key, and on add its secret too; local storage needs neither.
 * On edit an empty secret keeps the stored one.
 */
export function storageKeyRules(adding: boolean) {
  return [
    z.refine<KeyFields>((values) => values.storageType === 'LOCAL' || !!values.accessKey, {
      message: '云存储请输入 AccessKey',
      path: ['accessKey'],
    }),
    z.refine<KeyFields>((values) => !adding || values.storageType === 'LOCAL' || !!values.secretKey, {
      message: '云存储请输入 SecretKey',
      path: ['secretKey'],
    }),
  ] as const;
}
