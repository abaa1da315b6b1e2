import * as z from 'zod/mini';
import type { DictBadgeStatus } from '@/entities/dictionary';
import type { OpDictTypeDetailData, OpDictTypeManageVariables } from '@/shared/api';
import { exactBody, optionalText, requiredNumber, requiredText } from '@/shared/lib/form-rules';

type EntryBody = OpDictTypeManageVariables['body']['entries'][number];
export type DictTypeEntry = OpDictTypeDetailData['entries'][number];

/** The five preset badges of product.md §2.6, as the entry editor names them. */
export const BADGE_PRESETS: ReadonlyArray<{ value: DictBadgeStatus; label: string }> = [
  { value: 'success', label: '成功' },
  { value: 'processing', label: '进行中' },
  { value: 'warning', label: '警告' },
  { value: 'error', label: '错误' },
  { value: 'default', label: '默认' },
];

/** The contract's badge: a preset, or a colour (#rgb, #rrggbb, a colour name, rgb()/rgba()). */
const BADGE_PATTERN =
  /^(success|error|default|processing|warning|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-z]+|rgba?\([0-9., ]+\))$/;
const ENTRY_CODE_PATTERN = /^[A-Za-z0-9_#.-]+$/;

export function isBadgePreset(badge: string | null | undefined): badge is DictBadgeStatus {
  return BADGE_PRESETS.some((preset) => preset.value === badge);
}

/** What the browser's colour input can show of a badge colour: #rgb and #rrggbb as #rrggbb; other colours, nothing. */
export function hex6(colour: string): string | undefined {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : undefined;
}

const entrySchema = exactBody<EntryBody>()(
  z.object({
    code: z.string().check(
      z.trim(),
      z.minLength(1, '请输入编码'),
      z.maxLength(64, '编码不能超过 64 个字符'),
      z.refine((value) => value === '' || ENTRY_CODE_PATTERN.test(value), '编码只能包含字母、数字和 _ # . -'),
    ),
    name: requiredText('名称', 64),
    badge: z.pipe(
      z
        .nullable(z.string())
        .check(
          z.refine(
            (value) => value === null || value === '' || (value.length <= 32 && BADGE_PATTERN.test(value.trim())),
            '徽标须为预设状态或颜色（如 #722ed1）',
          ),
        ),
      z.transform((value: string | null): string | null => (value ? value.trim() : null)),
    ),
    sort: requiredNumber('排序', { min: 0, max: 9999, integer: true }),
    remark: optionalText('备注', 255),
  }),
);

/** 字典项 of one type, saved whole through product.md §7.5 manage: each code once in the type (the server says so too). */
export const dictEntriesRules = z.array(entrySchema).check(
  z.maxLength(500, '一个字典类型最多 500 个字典项'),
  z.superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const code = entry.code.trim();
      if (code && seen.has(code))
        context.addIssue({ code: 'custom', message: `编码“${code}”重复`, path: [index, 'code'], input: entry.code });
      seen.add(code);
    });
  }),
);

export type DictEntryValues = z.input<typeof entrySchema>;

/** The editor's rows of saved entries, in their order. */
export function dictEntryRows(entries: readonly DictTypeEntry[]): DictEntryValues[] {
  return [...entries]
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => ({
      code: entry.code,
      name: entry.name,
      badge: entry.badge ?? null,
      sort: entry.sort,
      remark: entry.remark ?? '',
    }));
}

/** A new row: after the last one (sort +10), badge 'default'. */
export function newDictEntry(rows: readonly DictEntryValues[]): DictEntryValues {
  const last = rows.reduce((max, row) => (typeof row.sort === 'number' && row.sort > max ? row.sort : max), 0);
  return { code: '', name: '', badge: 'default', sort: Math.min(last + 10, 9999), remark: '' };
}
