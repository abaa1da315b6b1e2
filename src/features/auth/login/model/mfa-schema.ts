import * as z from 'zod/mini';
import type { ValidateMFAVariables } from '@/shared/api';
import { verifyCodeField } from './sms-login-schema';

/** MFA step (§4.6): the 6-digit code of the SMS or of the authenticator app. */
export const mfaSchema = z.object({ mfaCode: verifyCodeField }) satisfies z.ZodMiniType<Pick<ValidateMFAVariables['body'], 'mfaCode'>>;

export type MfaValues = z.infer<typeof mfaSchema>;
