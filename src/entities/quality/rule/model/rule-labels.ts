import type { scmSchemas } from '@/shared/api';

type Schemas = scmSchemas['schemas'];

/** How a label shows as a tag: its title and an antd Tag preset colour (as the iqc-apply slice's labels). */
export interface Look {
  label: string;
  color: string;
}
export type IanRuleRow = Schemas['QmIanRule'];
export type NgnRuleRow = Schemas['QmNgnRule'];
export type RewRuleRow = Schemas['QmRewRule'];
export type RuleMaterial = Schemas['QmRuleMaterial'];
export type RewMetric = Schemas['QmRewMetric'];
export type RewDimension = Schemas['QmRewDimension'];
export type WarnLevel = Schemas['QmWarnLevel'];
export type NotifyChannel = Schemas['QmNotifyChannel'];
export type NgnMinClass = NgnRuleRow['minClass'];

/** 监控指标 (docs/design/scm-quality.md → REW 规则). */
export const REW_METRICS: Record<RewMetric, string> = {
  REJECT_COUNT: '批退次数',
  LAR: '批合格率',
  PPM: '不合格 PPM',
};

/** 统计对象: what the metric is counted per. */
export const REW_DIMENSIONS: Record<RewDimension, string> = {
  SUPPLIER: '供应商',
  SUPPLIER_MATERIAL: '供应商 × 物料',
  MATERIAL: '物料',
};

/** 预警级别, as tags. */
export const WARN_LEVELS: Record<WarnLevel, Look> = {
  INFO: { label: '提示', color: 'blue' },
  WARN: { label: '警告', color: 'orange' },
  CRITICAL: { label: '严重', color: 'red' },
};

/** 通知方式. */
export const NOTIFY_CHANNELS: Record<NotifyChannel, string> = {
  SITE: '站内消息',
  DINGTALK: '钉钉',
  EMAIL: '邮件',
};

/** NGN 规则's 触发: which rejections the rule is for. */
export const NGN_MIN_CLASSES: Record<NgnMinClass, string> = {
  ANY: '任何不合格',
  MAJ: '因严重及以上缺陷',
  CR: '因致命缺陷',
};

/** Names of a scope, or what an empty one means (全部供应商). */
export const scopeText = (names: readonly string[], all: string) => (names.length ? names.join('、') : all);

/** The channels as written: 站内消息、钉钉. */
export const channelsText = (channels: readonly NotifyChannel[]) =>
  channels.map((channel) => NOTIFY_CHANNELS[channel]).join('、');

/** A rule's materials as written: EL-CN-DB15F 连接器、… */
export const materialsText = (materials: readonly RuleMaterial[], all = '全部物料') =>
  scopeText(
    materials.map((material) => `${material.materialCode} ${material.materialName}`),
    all,
  );
