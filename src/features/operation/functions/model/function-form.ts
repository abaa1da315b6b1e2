import * as z from 'zod/mini';
import { idpFunctionAddBodyFacts } from '@/shared/api';
import { optionalPattern, optionalText } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import {
  FUNCTION_TYPES,
  parentProblem,
  pathProblem,
  type FunctionRecord,
  type FunctionTreeNode,
} from './function-rules';
import type { FunctionQuery, FunctionRow } from './function-source';

/** The contract's permission pattern: an entity (mfgLine), or entity:action (mfgLine:add). */
const PERMISSION_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(:[A-Za-z][A-Za-z0-9_]*)?$/;

/** 平台功能 add/edit form on the contract's IdpFunctionAddForm: rules and input limits from its facts. */
export const functionForm = defineForm(idpFunctionAddBodyFacts, {
  productId: { label: '所属产品', kind: 'custom' },
  type: {
    label: '功能类型',
    options: FUNCTION_TYPES.map(({ title, value }) => ({ title, value })),
    rule: z.enum(['1', '2', '3', '4'], '请选择功能类型'),
  },
  pid: { label: '上级功能', kind: 'custom' },
  name: { label: '功能名称', placeholder: '菜单标题或按钮名称' },
  code: { label: '功能编码', placeholder: '路由名，如 mfgLine' },
  path: { label: '路由地址', placeholder: '/operation/platform/function' },
  // Typed in a custom input (with its warning): the typed rules, not a choice's.
  component: { label: '组件', kind: 'custom', rule: optionalText('组件', 255) },
  redirect: { label: '重定向地址', placeholder: '目录的默认页，如 /manufacture/mfgLine' },
  link: { label: '外链地址', placeholder: 'https://…（组件为 Iframe 时内嵌显示）' },
  icon: { label: '图标', kind: 'custom' },
  permission: {
    label: '权限标识',
    kind: 'custom',
    rule: optionalPattern(
      '权限标识',
      128,
      PERMISSION_PATTERN,
      '权限标识格式不正确：菜单如 mfgLine，按钮如 mfgLine:add',
    ),
  },
  sort: { label: '排序' },
  visible: { label: '在菜单中显示' },
  keepAlive: { label: '缓存页面' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type FunctionFormValues = typeof functionForm.empty;
export type FunctionFormBody = z.output<typeof functionForm.schema>;

/** What the menu-safety rules need: the product's function tree and flat list (read when the form validates). */
export interface FunctionFormContext {
  tree: readonly FunctionTreeNode[];
  rows: readonly FunctionRecord[];
}

/**
 * The contract's rules plus what keeps the menus whole: no cycle in pid (the function being edited, `selfId`, or one
 * of its descendants as parent), a path starting with '/' and unique among its siblings; a directory has no link.
 */
export function functionFormSchema(context: (productId: string) => FunctionFormContext, selfId?: string) {
  return functionForm.schema.check(
    z.superRefine((body, ctx) => {
      const { tree, rows } = context(body.productId);
      const parent = parentProblem(tree, rows, selfId, body.pid);
      if (parent) ctx.issues.push({ code: 'custom', message: parent, input: body.pid, path: ['pid'] });
      const path = pathProblem(rows, { id: selfId, pid: body.pid, type: body.type, path: body.path });
      if (path) ctx.issues.push({ code: 'custom', message: path, input: body.path, path: ['path'] });
      if (body.type === '1' && body.link)
        ctx.issues.push({ code: 'custom', message: '目录不能设置外链地址', input: body.link, path: ['link'] });
    }),
  );
}

/** A new function starts in the list's product, under the node chosen in the tree (else at the product's top). */
export function emptyFunction(scope: Partial<FunctionQuery> | undefined, defaultProductId: string): FunctionFormValues {
  const productId = scope?.productId ?? defaultProductId;
  return {
    ...functionForm.empty,
    productId,
    pid: scope?.under ?? productId,
    type: '2',
    visible: true,
    keepAlive: false,
  };
}

export function functionFormValues(row: FunctionRow): FunctionFormValues {
  return {
    productId: row.productId,
    type: row.type,
    pid: row.pid,
    name: row.name,
    code: row.code,
    path: row.path ?? '',
    component: row.component ?? '',
    redirect: row.redirect ?? '',
    link: row.link ?? '',
    icon: row.icon ?? '',
    permission: row.permission ?? '',
    sort: row.sort,
    visible: row.visible,
    keepAlive: row.keepAlive,
    remark: row.remark ?? '',
  };
}
