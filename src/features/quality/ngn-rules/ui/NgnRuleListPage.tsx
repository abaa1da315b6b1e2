import { MaterialsPickField } from '@/entities/material';
import * as z from 'zod/mini';
import { DISPOSITIONS, lookOptions } from '@/entities/quality/iqc-apply';
import {
  ChannelsCheck,
  NGN_MIN_CLASSES,
  RULE_SCOPE_CONDITIONS,
  channelsText,
  materialsText,
  ruleScopeColumns,
  scopeText,
  type NgnRuleRow,
} from '@/entities/quality/rule';
import { SupplierMultiSelect } from '@/entities/supplier';
import { UserMultiSelect } from '@/entities/user';
import { qmNgnRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { NO_RECEIVER, hasReceiver, receiversText } from '../model/ngn-receivers';

const replyText = (days: number | null | undefined) => (days ? `${days} 天内回复 8D` : '不要求');

/**
 * NGN 规则 (docs/design/scm-quality.md → NGN 规则): when a lot is rejected — for which suppliers and materials (none:
 * all) and which rejections (触发) — who is told (供应商, 采购员, 仓库, named people; at least one: 1017202), how, the
 * default disposition and the days the supplier has for its 8D answer.
 */
export const NgnRuleListPage = defineCrudScreen(qmNgnRule, {
  noun: 'NGN 规则',
  columns: [
    { dataIndex: 'code', title: '编码', example: 'NGN-001', width: 110, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '名称', example: '中电港连接器判退' },
    'status',
    {
      dataIndex: 'minClass',
      title: '触发',
      example: '因严重及以上缺陷',
      options: lookOptions(NGN_MIN_CLASSES),
      render: (_, row) => NGN_MIN_CLASSES[row.minClass],
    },
    {
      dataIndex: 'defaultDisposition',
      title: '默认处置',
      example: '挑选',
      render: (_, row) => DISPOSITIONS[row.defaultDisposition],
    },
    { dataIndex: 'userNames', title: '通知对象', width: 220, ellipsis: true, render: (_, row) => receiversText(row) },
    ...ruleScopeColumns<NgnRuleRow>(180),
    {
      dataIndex: 'channels',
      title: '通知方式',
      example: '站内消息、钉钉、邮件',
      hide: 'narrow',
      render: (_, row) => channelsText(row.channels),
    },
    {
      dataIndex: 'supplierReplyDays',
      title: '供应商回复期限',
      example: '7 天内回复 8D',
      hide: 'narrow',
      render: (_, row) => replyText(row.supplierReplyDays),
    },
    { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: RULE_SCOPE_CONDITIONS,
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 NGN-006' },
    name: {},
    supplierIds: {
      label: '供应商',
      kind: 'custom',
      wide: true,
      required: false,
      render: (field) => <SupplierMultiSelect {...field} />,
    },
    materialIds: {
      label: '物料',
      kind: 'custom',
      wide: true,
      required: false,
      value: (record) => record.materials.map((material) => material.materialId),
      render: (field, record) => (
        <MaterialsPickField {...field} known={record?.materials} placeholder="不选即全部物料" />
      ),
    },
    minClass: { label: '触发', kind: 'select', options: lookOptions(NGN_MIN_CLASSES) },
    defaultDisposition: { kind: 'select', options: lookOptions(DISPOSITIONS) },
    notifySupplier: { label: '通知供应商' },
    notifyBuyer: { label: '通知采购员' },
    notifyWarehouse: { label: '通知仓库' },
    userIds: {
      label: '指定人员',
      kind: 'custom',
      required: false,
      render: (field) => <UserMultiSelect {...field} placeholder="另外通知的人" />,
    },
    channels: {
      label: '通知方式',
      kind: 'custom',
      rule: z.array(z.enum(['SITE', 'DINGTALK', 'EMAIL'])).check(z.minLength(1, '请至少选择一种通知方式')),
      render: (field) => <ChannelsCheck {...field} />,
    },
    supplierReplyDays: { label: '供应商回复期限（天）', placeholder: '8D 回复天数 1–60，不填不要求' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { minClass: 'ANY', channels: ['SITE'] },
  checks: [
    z.superRefine((body, context) => {
      if (!hasReceiver(body))
        context.issues.push({ code: 'custom', message: NO_RECEIVER, path: ['notifySupplier'], input: body });
    }),
  ],
  addTitle: '新增 NGN 规则',
  editTitle: (rule) => `编辑 NGN 规则：${rule.code} ${rule.name}`,
  formWidth: 840,
  detail: {
    columns: 2,
    items: (rule) => [
      'code',
      'name',
      { label: '供应商', value: scopeText(rule.supplierNames, '全部供应商'), span: 2 },
      { label: '物料', value: materialsText(rule.materials), span: 2 },
      { label: '触发', value: NGN_MIN_CLASSES[rule.minClass] },
      { label: '默认处置', value: DISPOSITIONS[rule.defaultDisposition] },
      { label: '通知对象', value: receiversText(rule) },
      { label: '通知方式', value: channelsText(rule.channels) },
      { label: '供应商回复期限', value: replyText(rule.supplierReplyDays) },
      'status',
      'remark',
    ],
  },
});
