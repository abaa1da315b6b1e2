import { crudForm, type CrudDefinedForm } from './crud-form';
import type { AnyResource } from './crud-types';
import type { CrudPage } from './define-crud-screen';

/**
 * A declared screen's form, for the tests of its rules (`declaredForm(RoleListPage).schema.safeParse(…)`); 'edit':
 * the form an edit is checked by (its own where the screen declares `editRules`). Built here, on demand: the list's
 * own chunk holds no rules (the dialog's chunk builds them).
 */
export function declaredForm<R extends AnyResource>(
  page: CrudPage<R>,
  which: 'add' | 'edit' = 'add',
): CrudDefinedForm<R> {
  const built = crudForm(page.declared.resource, page.declared.screen);
  const form = which === 'add' ? built?.form : built?.editForm;
  if (!form) throw new Error(`${page.displayName ?? 'screen'} declares no form`);
  return form;
}
