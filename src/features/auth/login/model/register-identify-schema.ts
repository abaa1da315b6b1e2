import * as z from 'zod/mini';
import type { OpCorpRegIdentifyVariables } from '@/shared/api';
import { exactBody } from '@/shared/lib/form-rules';
import { phoneField, verifyCodeField } from './sms-login-schema';

/** 企业注册's identify step (product.md §2.1): the applicant's name, mobile and the SMS code sent to it. */
export const registerIdentifySchema = exactBody<OpCorpRegIdentifyVariables['body']>()(
  z.object({
    contactName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: '请输入申请人姓名', abort: true }),
        z.maxLength(32, '申请人姓名不能超过 32 个字符'),
      ),
    phone: phoneField,
    smsCode: verifyCodeField,
  }),
);

export type RegisterIdentifyValues = z.infer<typeof registerIdentifySchema>;
