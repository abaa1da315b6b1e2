import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Skeleton, message } from 'antd';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  opCorpRegAdd,
  opCorpRegEdit,
  opCorpRegPreview,
  opCorpRegPrint,
  opCorpRegSubmit,
  useOpCorpRegDetail,
} from '@/shared/api';
import { usePreviewFile } from '@/shared/ui/file-viewer';
import { FormServerError, applyServerError } from '@/shared/ui/form';
import { FormFields, type FieldConfig } from '@/shared/ui/record-form';
import { usccProblem } from '@/shared/lib/uscc';
import {
  corpNameRule,
  corpRegForm,
  corpRegFormValues,
  type CorpRegFormBody,
  type CorpRegFormValues,
} from '../model/corp-reg-form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { isEditable, type CorpReg } from '../model/corp-reg-status';
import { UNIQUE_CHECK_DELAY_MS, useUniqueCheck, type UniqueField, type UniqueState } from '../model/use-unique-check';
import { LicenceUpload } from './LicenceUpload';
import { REGISTER_BASE, RegisterArea } from './RegisterArea';
import styles from './RegisterArea.module.css';

export const REGISTER_MESSAGES = {
  saved: '已保存草稿',
  submitted: '已提交，请等待平台审核',
  invalid: '请先修正标红的字段',
  notEditable: '该注册申请当前状态不能修改，可查看详情',
} as const;

type Action = 'save' | 'preview' | 'print' | 'submit';
type Values = CorpRegFormValues;

const GROUPS: { title: string; names: readonly (keyof Values)[] }[] = [
  {
    title: '企业信息',
    names: [
      'corpName',
      'corpAlias',
      'uscc',
      'legalPerson',
      'regCapital',
      'establishDate',
      'scale',
      'industry',
      'businessScope',
    ],
  },
  { title: '地址与联系人', names: ['province', 'city', 'district', 'address', 'contactName', 'contactPhone', 'email'] },
  { title: '营业执照', names: ['licenceFileId'] },
];

function CheckSuffix({ state }: { state: UniqueState | undefined }) {
  if (state?.state === 'checking') return <LoadingOutlined aria-label="正在校验" />;
  if (state?.state === 'available') return <CheckCircleFilled style={{ color: '#389e0d' }} aria-label="可以注册" />;
  return <span />;
}

/** Prints the application form (product.md §7.4 print, a PDF): the browser's viewer opens it in a tab and prints it. */
function printBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (tab) tab.addEventListener('load', () => tab.print(), { once: true });
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /register/create: a new registration. */
export function RegisterCreatePage() {
  return (
    <RegisterArea title="注册企业" back={REGISTER_BASE}>
      <RegisterForm />
    </RegisterArea>
  );
}

/** /register/update?id=: 继续填写 a draft or a rejected registration. */
export function RegisterUpdatePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <RegisterArea title="修改企业注册" back={REGISTER_BASE}>
      {id ? <SavedRegistration id={id} /> : <Alert type="error" showIcon title="未找到注册申请 id，请从注册列表进入" />}
    </RegisterArea>
  );
}

function SavedRegistration({ id }: { id: string }) {
  const detail = useOpCorpRegDetail({ query: { id } });
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) return <QueryFailure query={detail} title="获取注册申请失败" />;
  if (!isEditable(detail.data.status)) return <Alert type="warning" showIcon title={REGISTER_MESSAGES.notEditable} />;
  return <RegisterForm saved={detail.data} />;
}

/** Watches the name and the USCC: the USCC's format and check digit locally first, then the server (debounced). */
function useUniqueness(form: UseFormReturn<Values, unknown, CorpRegFormBody>, recordId: string | undefined) {
  const unique = useUniqueCheck(recordId);
  const { control, setError, clearErrors, getFieldState, getValues } = form;
  const corpName = useWatch({ control, name: 'corpName' });
  const uscc = useWatch({ control, name: 'uscc' });
  const { run, reset } = unique;

  useEffect(() => {
    const clearOwn = (field: UniqueField) => {
      const type = getFieldState(field).error?.type;
      if (type === 'local' || type === 'unique') clearErrors(field);
    };
    const ask = (field: UniqueField, value: string) =>
      setTimeout(() => {
        void run(field, value).then((result) => {
          if (getValues(field).trim() !== value || !result) return;
          if (result.available) clearOwn(field);
          else setError(field, { type: 'unique', message: result.message });
        });
      }, UNIQUE_CHECK_DELAY_MS);

    const name = corpName.trim();
    const code = uscc.trim();
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (corpNameRule.safeParse(name).success) timers.push(ask('corpName', name));
    else {
      reset('corpName');
      clearOwn('corpName');
    }
    // A complete code is checked here, before any request; a shorter one is still being typed.
    const problem = code.length === 18 ? usccProblem(code) : 'typing';
    if (problem === null) timers.push(ask('uscc', code));
    else {
      reset('uscc');
      if (problem === 'typing') clearOwn('uscc');
      else setError('uscc', { type: 'local', message: problem });
    }
    return () => timers.forEach(clearTimeout);
  }, [corpName, uscc, run, reset, setError, clearErrors, getFieldState, getValues]);

  /** Before saving: the server's answer for the values being saved (asked now if not yet); false when taken. */
  const verify = async (body: CorpRegFormBody): Promise<boolean> => {
    const [name, code] = await Promise.all([run('corpName', body.corpName), run('uscc', body.uscc)]);
    if (name && !name.available) setError('corpName', { type: 'unique', message: name.message }, { shouldFocus: true });
    if (code && !code.available) setError('uscc', { type: 'unique', message: code.message }, { shouldFocus: true });
    return (name?.available ?? true) && (code?.available ?? true);
  };
  return { states: unique.states, verify };
}

function RegisterForm({ saved }: { saved?: CorpReg }) {
  const navigate = useNavigate();
  const [recordId, setRecordId] = useState(saved?.id);
  const [busy, setBusy] = useState<Action>();
  const form = useForm<Values, unknown, CorpRegFormBody>({
    resolver: zodResolver(corpRegForm.schema),
    defaultValues: saved ? corpRegFormValues(saved) : corpRegForm.empty,
  });
  const { control, handleSubmit, setError, formState } = form;
  const { states, verify } = useUniqueness(form, recordId);
  const previewFile = usePreviewFile((param: { id: string }) => opCorpRegPreview({ body: param }, { quiet: true }));

  const fields = corpRegForm.fields({
    corpName: (field) => (
      <Input
        {...field}
        id="corpName"
        maxLength={100}
        placeholder="与营业执照上的名称一致"
        suffix={<CheckSuffix state={states.corpName} />}
      />
    ),
    uscc: (field) => (
      <Input
        {...field}
        id="uscc"
        maxLength={18}
        placeholder="18 位，见营业执照"
        suffix={<CheckSuffix state={states.uscc} />}
        onChange={(event) => field.onChange(event.target.value.toUpperCase().replace(/\s/g, ''))}
      />
    ),
    licenceFileId: (field) => (
      <LicenceUpload id="licenceFileId" value={field.value} onChange={field.onChange} savedUrl={saved?.licenceUrl} />
    ),
  });

  /** Validates and saves (add the first time, edit after): answers the saved record's id. */
  const save = (): Promise<string | undefined> =>
    new Promise((resolve) => {
      void handleSubmit(
        async (body) => {
          try {
            if (!(await verify(body))) return resolve(undefined);
            if (recordId) {
              await opCorpRegEdit({ body: { ...body, id: recordId } });
              return resolve(recordId);
            }
            const id = await opCorpRegAdd({ body });
            setRecordId(id);
            return resolve(id);
          } catch (error) {
            applyServerError(setError, error);
            return resolve(undefined);
          }
        },
        () => {
          void message.error(REGISTER_MESSAGES.invalid);
          resolve(undefined);
        },
      )();
    });

  const act = (action: Action, then: (id: string) => Promise<unknown>) => async () => {
    if (busy) return;
    setBusy(action);
    try {
      const id = await save();
      if (id) await then(id);
    } catch (error) {
      applyServerError(setError, error);
    } finally {
      setBusy(undefined);
    }
  };

  const onSave = act('save', async () => message.success(REGISTER_MESSAGES.saved));
  const onPreview = act('preview', (id) => previewFile.preview({ id }, '企业注册申请表'));
  const onPrint = act('print', async (id) => printBlob((await opCorpRegPrint({ body: { id } })).blob));
  const onSubmit = act('submit', async (id) => {
    await opCorpRegSubmit({ body: { id } });
    void message.success(REGISTER_MESSAGES.submitted);
    await navigate(REGISTER_BASE);
  });

  const byName = new Map(fields.map((field) => [field.name, field]));
  return (
    <form noValidate aria-label="企业注册信息" onSubmit={(event) => event.preventDefault()}>
      <Form layout="vertical" component={false}>
        {saved?.status === 3 && saved.auditRemark && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`驳回原因：${saved.auditRemark}`} />
        )}
        <FormServerError errors={formState.errors} />
        {GROUPS.map((group) => (
          <section key={group.title} className={styles.card} aria-label={group.title}>
            <h2 style={{ fontSize: 16, margin: '0 0 16px' }}>{group.title}</h2>
            <FormFields
              control={control}
              fields={group.names
                .map((name) => byName.get(name))
                .filter((field): field is FieldConfig<Values> => field !== undefined)}
            />
          </section>
        ))}
        <div className={styles.actions}>
          <Button onClick={() => void onSave()} loading={busy === 'save'}>
            保存草稿
          </Button>
          <Button onClick={() => void onPreview()} loading={busy === 'preview'}>
            预览
          </Button>
          <Button onClick={() => void onPrint()} loading={busy === 'print'}>
            打印
          </Button>
          <Button type="primary" onClick={() => void onSubmit()} loading={busy === 'submit'}>
            提交审核
          </Button>
        </div>
      </Form>
      {previewFile.viewer}
    </form>
  );
}
