import { describe, expect, it } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { hasProjPermission, NO_PERMISSIONS } from '@/shared/lib/permission';
import { projectLookups } from './ProjectPermissionScope';

// The development user's project set: no projRio:close, no :delete.
const subject = {
  ...NO_PERMISSIONS,
  codes: new Set(['projRio:close', 'projMbr:add']),
  projCodes: new Set(['projRio:add', 'projRio:edit', 'projMbr:edit']),
};
const lookups = projectLookups(NO_LOOKUPS, (required, mode) => hasProjPermission(subject, required, mode));

describe('projectLookups', () => {
  it('reads 新增 and row actions from the project set, not the menu set', () => {
    expect(lookups.can('projRio:add')).toBe(true);
    expect(lookups.can('projMbr:add')).toBe(false);
    expect(lookups.canRowAction({ className: 'projRio', action: 'edit' })).toBe(true);
    expect(lookups.canRowAction({ className: 'projRio', action: 'close' })).toBe(false);
    expect(lookups.canRowAction({ className: 'projRio', action: 'active', require: 'projRio:edit' })).toBe(true);
  });

  it('lets anyone on the tab read a record', () => {
    expect(lookups.canRowAction({ className: 'projTrw', action: 'detail' })).toBe(true);
    expect(lookups.canRowAction({ className: 'projTrw', action: 'detail', require: 'projTrw:secret' })).toBe(false);
  });
});
