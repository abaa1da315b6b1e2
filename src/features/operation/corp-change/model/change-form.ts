// zod/mini like every form of the app (architecture.md §9).
import * as z from 'zod/mini';
import type { OpCorpChangeAddVariables } from '@/shared/api';
import { exactBody, requiredChoice, requiredText } from '@/shared/lib/form-rules';

export type CorpChangeBody = OpCorpChangeAddVariables['body'];
export type ChangeField = CorpChangeBody['items'][number]['field'];

interface FieldRule {
  label: string;
  max: number;
  pattern?: RegExp;
}

/** The enterprise data a change request may change (OpCorpChangeField), with the registration form's limits. */
export const CHANGE_FIELDS: Record<ChangeField, FieldRule> = {
  corpName: { label: '企业名称', max: 100 },
  corpAlias: { label: '企业简称', max: 32 },
  legalPerson: { label: '法定代表人', max: 32 },
  regCapital: { label: '注册资本', max: 64 },
  address: { label: '详细地址', max: 200 },
  businessScope: { label: '经营范围', max: 2000 },
  contactName: { label: '联系人', max: 32 },
  contactPhone: { label: '联系人手机号', max: 11, pattern: /^1[3-9]\d{9}$/ },
  email: { label: '联系邮箱', max: 64, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
};
export const CHANGE_FIELD_OPTIONS = (Object.keys(CHANGE_FIELDS) as ChangeField[]).map((field) => ({
  value: field,
  label: CHANGE_FIELDS[field].label,
}));
export const MAX_CHANGE_ITEMS = 9;
export const MAX_CHANGE_FILES = 5;

const isChangeField = (value: string): value is ChangeField => Object.hasOwn(CHANGE_FIELDS, value);

/** An attachment uploaded through the file service: its name for the list, its id for the body. */
export interface ChangeFile {
  uid: string;
  name: string;
  fileId: string;
}

export interface ChangeItemValues {
  field: string;
  after: string;
}

export interface CorpChangeFormValues {
  corpId: string;
  items: ChangeItemValues[];
  reason: string;
  files: ChangeFile[];
}

export const corpChangeEmpty: CorpChangeFormValues = {
  corpId: '',
  items: [{ field: '', after: '' }],
  reason: '',
  files: [],
};

/**
 * Each row: a field chosen once, its new value within that field's limit and format; at least one row, at most
 * nine (one per field). The reason is required; up to five attachments. Output: exactly the add body.
 */
export const corpChangeSchema = exactBody<CorpChangeBody>()(
  z.pipe(
    z.object({
      corpId: requiredChoice('企业'),
      items: z.array(z.object({ field: requiredChoice('变更项'), after: requiredText('变更后的值', 2000) })).check(
        z.minLength(1, '请至少填写一项变更内容'),
        z.maxLength(MAX_CHANGE_ITEMS, `最多 ${MAX_CHANGE_ITEMS} 项变更内容`),
        z.superRefine((items, ctx) => {
          const seen = new Set<string>();
          items.forEach((item, index) => {
            if (!isChangeField(item.field)) return;
            const rule = CHANGE_FIELDS[item.field];
            if (seen.has(item.field))
              ctx.issues.push({
                code: 'custom',
                input: item.field,
                path: [index, 'field'],
                message: `变更项“${rule.label}”重复`,
              });
            seen.add(item.field);
            if (item.after === '') return;
            if (item.after.length > rule.max)
              ctx.issues.push({
                code: 'custom',
                input: item.after,
                path: [index, 'after'],
                message: `${rule.label}不能超过 ${rule.max} 个字符`,
              });
            else if (rule.pattern && !rule.pattern.test(item.after))
              ctx.issues.push({
                code: 'custom',
                input: item.after,
                path: [index, 'after'],
                message: `${rule.label}格式不正确`,
              });
          });
        }),
      ),
      reason: requiredText('变更原因', 500),
      files: z
        .array(z.object({ uid: z.string(), name: z.string(), fileId: z.string() }))
        .check(z.maxLength(MAX_CHANGE_FILES, `最多上传 ${MAX_CHANGE_FILES} 个附件`)),
    }),
    z.transform(({ corpId, items, reason, files }): CorpChangeBody => ({
      corpId,
      items: items
        .filter((item) => isChangeField(item.field))
        .map((item) => ({ field: item.field as ChangeField, after: item.after })),
      reason,
      fileIds: files.map((file) => file.fileId),
    })),
  ),
);
