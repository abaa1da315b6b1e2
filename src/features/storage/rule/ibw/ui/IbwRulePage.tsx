import { useState } from 'react';
import { useHouseConditions } from '@/entities/storage/stock';
import { Tabs } from '@/shared/ui/tabs';
import { IbwRuleList } from './IbwRuleList';
import { IbwWarningList } from './IbwWarningList';

const TABS = [
  { key: 'warnings', label: '今日预警' },
  { key: 'rules', label: '预警规则' },
] as const;

/** 库存上下限预警 (docs/design/scm-storage-2.md → IBW): today's warnings first (what a keeper acts on), then the rules. */
export function IbwRulePage() {
  const [tab, setTab] = useState<string>('warnings');
  const ruleConditions = useHouseConditions(IbwRuleList.screen.conditions ?? []);
  const warningConditions = useHouseConditions(IbwWarningList.screen.conditions ?? []);
  return (
    <>
      <Tabs activeKey={tab} onChange={setTab} items={TABS.map(({ key, label }) => ({ key, label }))} />
      {tab === 'rules' ? (
        <IbwRuleList conditions={ruleConditions} />
      ) : (
        <IbwWarningList conditions={warningConditions} />
      )}
    </>
  );
}
