import { Checkbox } from 'antd';
import { SCOPES, type RelationRow } from '../model/relation-states';

type Scope = RelationRow['scope'][number];

const OPTIONS = (Object.keys(SCOPES) as Scope[]).map((value) => ({ value, label: SCOPES[value] }));

interface ScopeCheckboxesProps {
  id?: string;
  value: Scope[];
  onChange: (value: Scope[]) => void;
  onBlur: () => void;
}

/** 协同范围: 订单, ASN, 批次 (several), in that order whatever order they were ticked in. */
export function ScopeCheckboxes({ id, value, onChange, onBlur }: ScopeCheckboxesProps) {
  return (
    <div id={id} role="group" aria-label="协同范围" onBlur={onBlur}>
      <Checkbox.Group
        options={OPTIONS}
        value={value}
        onChange={(checked) => onChange(OPTIONS.map((o) => o.value).filter((scope) => checked.includes(scope)))}
      />
    </div>
  );
}
