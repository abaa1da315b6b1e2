import { describe, expect, it } from 'vitest';
import { USCC_MESSAGES } from '@/shared/lib/uscc';
import { corpRegForm, type CorpRegFormValues } from './corp-reg-form';

const filled: CorpRegFormValues = {
  ...corpRegForm.empty,
  corpName: ' 佛山市顺德区美达电器有限公司 ',
  uscc: '91440606MA4WFC2K78',
  legalPerson: '梁志强',
  scale: 'MEDIUM',
  province: '广东省',
  city: '佛山市',
  district: '顺德区',
  address: '广东省佛山市顺德区北滘镇工业园兴业路 18 号',
  contactName: '梁晓敏',
  contactPhone: '13925036618',
  licenceFileId: '1716352000000900001',
};

function errorsOf(values: CorpRegFormValues): Record<string, string> {
  const result = corpRegForm.schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the registration form rules', () => {
  it('says every missing required field in Chinese', () => {
    expect(errorsOf(corpRegForm.empty)).toEqual({
      corpName: '请输入企业名称',
      uscc: USCC_MESSAGES.required,
      legalPerson: '请输入法定代表人',
      scale: '请选择企业规模',
      province: '请输入省',
      city: '请输入市',
      district: '请输入区/县',
      address: '请输入详细地址',
      contactName: '请输入联系人',
      contactPhone: '请输入联系人手机号',
      licenceFileId: '请上传营业执照',
    });
  });

  it('checks the USCC locally: length, format, then the check digit', () => {
    expect(errorsOf({ ...filled, uscc: '91440606MA4WFC2K7' })).toEqual({ uscc: USCC_MESSAGES.length });
    expect(errorsOf({ ...filled, uscc: '91440606MA4WFC2KIP' })).toEqual({ uscc: USCC_MESSAGES.format });
    expect(errorsOf({ ...filled, uscc: '91440606MA4WFC2K7P' })).toEqual({ uscc: USCC_MESSAGES.checkDigit });
  });

  it('refuses a one-character name, a bad mobile and a bad e-mail', () => {
    expect(errorsOf({ ...filled, corpName: '美', contactPhone: '1392503661', email: 'liangxm@' })).toEqual({
      corpName: '企业名称至少 2 个字符',
      contactPhone: '请输入正确的 11 位手机号',
      email: '联系邮箱格式不正确',
    });
  });

  it('gives exactly the add body: trimmed, empty optional fields as null', () => {
    expect(corpRegForm.schema.parse(filled)).toEqual({
      corpName: '佛山市顺德区美达电器有限公司',
      corpAlias: null,
      uscc: '91440606MA4WFC2K78',
      legalPerson: '梁志强',
      regCapital: null,
      establishDate: null,
      scale: 'MEDIUM',
      industry: null,
      province: '广东省',
      city: '佛山市',
      district: '顺德区',
      address: '广东省佛山市顺德区北滘镇工业园兴业路 18 号',
      contactName: '梁晓敏',
      contactPhone: '13925036618',
      email: null,
      businessScope: null,
      licenceFileId: '1716352000000900001',
    });
  });
});
