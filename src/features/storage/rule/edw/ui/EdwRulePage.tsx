import { useState } from 'react';
import { useHouseConditions } from '@/entities/storage/stock';
import { Tabs } from '@/shared/ui/tabs';
import { EdwRuleList } from './EdwRuleList';
import { EdwWarningList } from './EdwWarningList';

const TABS = [
  { key: 'warnings', label: '今日预警' },
  { key: 'rules', label: '预警规则' },
] as const;

/** 呆滞预警 (docs/design/scm-storage-2.md → 呆滞预警): today's warnings first (what a keeper acts on), then the rules. */
export function EdwRulePage() {
  const [tab, setTab] = useState<string>('warnings');
  const ruleConditions = useHouseConditions(EdwRuleList.screen.conditions ?? []);
  const warningConditions = useHouseConditions(EdwWarningList.screen.conditions ?? []);
  return (
    <>
      <Tabs activeKey={tab} onChange={setTab} items={TABS.map(({ key, label }) => ({ key, label }))} />
      {tab === 'rules' ? (
        <EdwRuleList conditions={ruleConditions} />
      ) : (
        <EdwWarningList conditions={warningConditions} />
      )}
    </>
  );
}
