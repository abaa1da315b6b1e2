import { useState } from 'react';
import { Tabs } from '@/shared/ui/tabs';
import { PullRuleList } from './PullRuleList';
import { SuggestionPanel } from './SuggestionPanel';

const TABS = [
  { key: 'rules', label: '拉动规则' },
  { key: 'suggestions', label: '补货建议' },
] as const;

/** 拉动规则 (docs/design/scm-storage-2.md → 拉动规则): the rules, and what they suggest now from the current stock. */
export function PullRulePage() {
  const [tab, setTab] = useState<string>('rules');
  return (
    <>
      <Tabs activeKey={tab} onChange={setTab} items={TABS.map(({ key, label }) => ({ key, label }))} />
      {tab === 'rules' ? <PullRuleList /> : <SuggestionPanel />}
    </>
  );
}
