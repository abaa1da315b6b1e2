import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { ValidateMFAVariables } from '@/shared/api';
import { verifyCodeField } from './sms-login-schema';

/** MFA step (product.md §4.6): the 6-digit code of the SMS or of the authenticator app. */
export const mfaSchema = exactBody<Pick<ValidateMFAVariables['body'], 'mfaCode'>>()(
  z.object({ mfaCode: verifyCodeField }),
);

export type MfaValues = z.infer<typeof mfaSchema>;
