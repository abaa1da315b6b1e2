import { useState } from 'react';
import { useHouseConditions } from '@/entities/storage/stock';
import { Tabs } from '@/shared/ui/tabs';
import { AgingPanel } from './AgingPanel';
import { AiwRuleList } from './AiwRuleList';
import { AiwWarningList } from './AiwWarningList';

const TABS = [
  { key: 'warnings', label: '今日预警' },
  { key: 'aging', label: '库龄分布' },
  { key: 'rules', label: '预警规则' },
] as const;

/** AIW 规则 (docs/design/scm-storage-2.md → AIW): today's warnings, the stock by age band, the rules. */
export function AiwRulePage() {
  const [tab, setTab] = useState<string>('warnings');
  const ruleConditions = useHouseConditions(AiwRuleList.screen.conditions ?? []);
  const warningConditions = useHouseConditions(AiwWarningList.screen.conditions ?? []);
  return (
    <>
      <Tabs activeKey={tab} onChange={setTab} items={TABS.map(({ key, label }) => ({ key, label }))} />
      {tab === 'rules' && <AiwRuleList conditions={ruleConditions} />}
      {tab === 'aging' && <AgingPanel />}
      {tab === 'warnings' && <AiwWarningList conditions={warningConditions} />}
    </>
  );
}
