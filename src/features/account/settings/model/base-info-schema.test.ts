import { describe, expect, it } from 'vitest';
import { baseInfoDefaults, baseInfoSchema, type BaseInfoFormValues } from './base-info-schema';
import { profileFixture } from './profile.fixture';

const filled: BaseInfoFormValues = {
  nickname: ' 张工 ',
  email: 'zhangwei@jg-mfg.cn',
  phone: '13962188016',
  gender: 1,
  birthday: '1986-04-12',
  signature: '精益生产，持续改善。',
};

function messages(values: BaseInfoFormValues): Record<string, string | undefined> {
  const result = baseInfoSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first message of each field, as zodResolver does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('baseInfoSchema', () => {
  it('sends what was typed, trimmed', () => {
    expect(baseInfoSchema.parse(filled)).toEqual({ ...filled, nickname: '张工' });
  });

  it('sends empty optional fields as null so the server clears them', () => {
    expect(baseInfoSchema.parse({ ...filled, email: ' ', phone: '', birthday: '', signature: '' })).toEqual({
      nickname: '张工',
      email: null,
      phone: null,
      gender: 1,
      birthday: null,
      signature: null,
    });
  });

  it('says in Chinese what is wrong', () => {
    expect(
      messages({ ...filled, nickname: '  ', email: 'zhangwei@', phone: '1396218801', signature: '签'.repeat(129) }),
    ).toEqual({
      nickname: '请输入昵称',
      email: '邮箱格式不正确',
      phone: '请输入 11 位手机号',
      signature: '个人签名不能超过 128 个字符',
    });
    expect(messages({ ...filled, nickname: '张'.repeat(33) })).toEqual({ nickname: '昵称不能超过 32 个字符' });
    expect(messages({ ...filled, phone: '23962188016' })).toEqual({ phone: '请输入 11 位手机号' });
  });

  it('starts from the stored profile with empty inputs for missing values', () => {
    const profile = {
      ...profileFixture,
      nickname: '娜娜',
      email: null,
      phone: '18651220937',
      gender: 2,
      birthday: null,
      signature: null,
    } as const;
    expect(baseInfoDefaults(profile)).toEqual({
      nickname: '娜娜',
      email: '',
      phone: '18651220937',
      gender: 2,
      birthday: '',
      signature: '',
    });
  });
});
