/**
 * Resources: the operations under one path (`/bos/pmMdRole/page|add|edit|detail|enable|disable|delete|export`)
 * bundled by what they do, so a screen names its entity once (`defineCrudScreen(pmMdRole, …)`) and the screen kit
 * finds the list, the form's calls and facts, the detail and the state changes itself (docs/architecture.md → Screen kit).
 */
import type { Family, OperationEntry } from './manifest.ts';

type Role = 'source' | 'add' | 'edit' | 'detail' | 'enable' | 'disable' | 'delete' | 'export';

/** The path tails that play each role; the first that fits wins (a page before a plain list). */
const ROLES: Record<Role, readonly string[]> = {
  source: ['page', 'list'],
  add: ['add', 'create'],
  edit: ['edit', 'update'],
  detail: ['detail'],
  enable: ['enable'],
  disable: ['disable'],
  delete: ['delete'],
  export: ['export'],
};

export interface ResourceEntry {
  family: Family;
  name: string;
  path: string;
  summary: string;
  ops: Partial<Record<Role, OperationEntry>>;
  /** The rows carry the contract's Status: delete is a state action (a disabled record only), not a plain 删除. */
  status: boolean;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const tail = (op: OperationEntry) => op.path.slice(op.path.lastIndexOf('/') + 1);

/** Whether an operation can play a role (the shape the kit calls it with). */
function fits(role: Role, op: OperationEntry): boolean {
  const json = op.response === 'json';
  switch (role) {
    case 'source':
      return json && op.kind === 'read' && op.list !== 'none' && (op.request === 'json') !== (op.query !== 'none');
    case 'add':
    case 'edit':
      return json && op.kind === 'write' && op.request === 'json' && op.bodyFacts !== undefined;
    case 'detail':
      return (
        json &&
        op.kind === 'read' &&
        op.params.length === 1 &&
        op.params[0] === 'id' &&
        (op.query !== 'none' || op.request === 'json')
      );
    case 'enable':
    case 'disable':
    case 'delete':
      return json && op.kind === 'write' && op.request === 'json' && op.params.length === 1 && op.params[0] === 'ids';
    case 'export':
      return op.response === 'blob' && op.request === 'json' && op.query === 'none';
  }
}

/** Every path that has a list, with the operations beside it that play a role. */
export function findResources(operations: readonly OperationEntry[]): ResourceEntry[] {
  const byPath = new Map<string, OperationEntry[]>();
  for (const op of operations) {
    const dir = op.path.slice(0, op.path.lastIndexOf('/'));
    byPath.set(dir, [...(byPath.get(dir) ?? []), op]);
  }
  const taken = new Set(operations.map((op) => op.operationId));
  const resources: ResourceEntry[] = [];
  for (const [path, group] of byPath) {
    const ops: ResourceEntry['ops'] = {};
    for (const role of Object.keys(ROLES) as Role[]) {
      for (const verb of ROLES[role]) {
        const op = group.find((o) => tail(o) === verb && fits(role, o));
        if (op) {
          ops[role] = op;
          break;
        }
      }
    }
    const source = ops.source;
    if (!source) continue;
    // The entity's name is its list call's name without the verb: pmMdRolePage -> pmMdRole.
    const verb = pascal(tail(source));
    if (!source.operationId.endsWith(verb)) continue;
    const name = source.operationId.slice(0, -verb.length);
    if (taken.has(name)) throw new Error(`resource ${name} (${path}) has the name of an operation`);
    taken.add(name);
    resources.push({
      family: source.family,
      name,
      path,
      summary: source.summary,
      ops,
      status: source.rowFields?.includes('status') ?? false,
    });
  }
  return resources;
}

export function renderResource(resource: ResourceEntry): string {
  const { ops, name } = resource;
  const imports: string[] = [];
  const fields: string[] = [`  name: '${name}',`];
  const importFrom = (op: OperationEntry, ...names: string[]) =>
    imports.push(`import { ${names.join(', ')} } from '../operations/${op.operationId}';`);
  const source = ops.source as OperationEntry;
  importFrom(source, `${source.operationId}Source`);
  fields.push(`  source: ${source.operationId}Source,`);
  for (const role of ['add', 'edit'] as const) {
    const op = ops[role];
    if (!op) continue;
    importFrom(op, op.operationId, `${op.operationId}BodyFacts`);
    fields.push(`  ${role}: ${op.operationId},`, `  ${role}Facts: ${op.operationId}BodyFacts,`);
  }
  const detail = ops.detail;
  if (detail) {
    importFrom(detail, `${detail.operationId}QueryOptions`);
    fields.push(
      `  detail: (id: string) => ${detail.operationId}QueryOptions({ ${detail.query !== 'none' ? 'query' : 'body'}: { id } }),`,
    );
  }
  // Rows without the contract's Status (a routing's own states) get a plain 删除 and no 启用/停用.
  const states = resource.status ? (['enable', 'disable', 'delete'] as const).filter((role) => ops[role]) : [];
  for (const role of states) importFrom(ops[role] as OperationEntry, (ops[role] as OperationEntry).operationId);
  if (states.length) {
    fields.push(
      `  status: { ${states.map((role) => `${role}: ${(ops[role] as OperationEntry).operationId}`).join(', ')} },`,
    );
  } else if (ops.delete) {
    importFrom(ops.delete, ops.delete.operationId);
    fields.push(`  remove: ${ops.delete.operationId},`);
  }
  if (ops.export) {
    importFrom(ops.export, ops.export.operationId);
    fields.push(`  export: ${ops.export.operationId},`);
  }
  return [
    "import type { Resource } from '../../../resource';",
    ...imports.sort(),
    '',
    `/** ${resource.summary || name}: the operations under ${resource.path}/ by what they do (the screen kit's \`defineCrudScreen\`). */`,
    `export const ${name} = {`,
    ...fields,
    '} as const satisfies Resource;',
    '',
  ].join('\n');
}
