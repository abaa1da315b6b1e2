import { collabRelationInvite } from '@/shared/api';
import type { AddPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import { inviteForm } from '../model/invite-form';
import { DIRECTIONS, type Direction } from '../model/relation-states';
import { ScopeCheckboxes } from './ScopeCheckboxes';

/** 邀请 a customer or a supplier (the screen's direction) to collaborate; it waits for them to accept. */
export function inviteDialog(direction: Direction) {
  return function InviteDialog({ onClose, onSaved }: AddPanelProps<unknown>) {
    return (
      <RecordFormModal
        open
        title={`邀请${DIRECTIONS[direction].partner}`}
        schema={inviteForm.schema}
        defaultValues={{ ...inviteForm.empty, direction }}
        fields={inviteForm.fields({ scope: (field) => <ScopeCheckboxes {...field} /> })}
        onSubmit={(body) => collabRelationInvite({ body }, { quiet: true })}
        onClose={onClose}
        onSaved={onSaved}
        successMessage="邀请已发出，等待对方接受"
        width={720}
      />
    );
  };
}
