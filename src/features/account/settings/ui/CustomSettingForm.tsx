import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, message, Radio, Select } from 'antd';
import { useForm } from 'react-hook-form';
import { useUserDetails } from '@/entities/session';
import {
  sysUserUpdateCustomSetting,
  type SysUserOwnCustomSettingData,
  type SysUserUpdateCustomSettingVariables,
} from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import {
  PAGE_SIZE_OPTIONS,
  TABLE_SIZE_NAMES,
  customSettingDefaults,
  customSettingSchema,
  type CustomSettingFormValues,
} from '../model/custom-setting-schema';

type CustomSettingBody = SysUserUpdateCustomSettingVariables['body'];

const FIRST_PRODUCT = { value: '', label: '产品列表中的第一个' };
const pageSizeOptions = PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} 条/页` }));
const tableSizeOptions = (['default', 'middle', 'small'] as const).map((size) => ({
  value: size,
  label: TABLE_SIZE_NAMES[size],
}));

/** 个性化 form: the product opened after login (from the user's products) and the tables' defaults. */
export function CustomSettingForm({ setting, onSaved }: { setting: SysUserOwnCustomSettingData; onSaved: () => void }) {
  const products = useUserDetails().data?.products ?? [];
  const { control, handleSubmit, setError, formState } = useForm<CustomSettingFormValues, unknown, CustomSettingBody>({
    resolver: zodResolver(customSettingSchema),
    defaultValues: customSettingDefaults(setting),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await sysUserUpdateCustomSetting({ body }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success('个性化设置已保存');
    onSaved();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="个性化设置表单">
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="defaultProductId" label="登录后默认进入">
          {(field) => (
            <Select
              {...field}
              id="defaultProductId"
              options={[FIRST_PRODUCT, ...products.map((product) => ({ value: product.id, label: product.name }))]}
            />
          )}
        </FormField>
        <FormField control={control} name="pageSize" label="表格默认每页条数">
          {(field) => <Select {...field} id="pageSize" options={pageSizeOptions} />}
        </FormField>
        <FormField control={control} name="tableSize" label="表格行高">
          {(field) => <Radio.Group {...field} id="tableSize" optionType="button" options={tableSizeOptions} />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          保存
        </Button>
      </Form>
    </form>
  );
}
