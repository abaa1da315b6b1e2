/**
 * Renders the generated TypeScript: one module per operation (a route's chunk then holds only the calls it makes,
 * not every call any screen of the family makes), each family's client, the manifest and the index.
 */
import type { Family, FieldFacts, OperationEntry } from './manifest.ts';
import type { ResourceEntry } from './resources.ts';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

function names(op: OperationEntry) {
  const type = pascal(op.operationId);
  return {
    meta: `${op.operationId}Operation`,
    call: op.operationId,
    key: `${op.operationId}QueryKey`,
    options: `${op.operationId}QueryOptions`,
    hook: `use${type}`,
    mutation: `use${type}Mutation`,
    variables: `${type}Variables`,
    data: `${type}Data`,
    source: `${op.operationId}Source`,
    facts: `${op.operationId}BodyFacts`,
  };
}

/** What an operation module exports: query hooks for reads, a mutation hook for writes, nothing for downloads. */
function hooks(op: OperationEntry) {
  return {
    query: op.kind === 'read' && op.response === 'json',
    mutation: op.kind === 'write' && op.response === 'json',
  };
}

/** A read whose data a table shows (page or list) and that takes one of body or query: it gets `xxxSource`. */
function sourceOf(op: OperationEntry): 'body' | 'query' | undefined {
  if (!hooks(op).query || op.list === 'none') return undefined;
  if (op.request === 'json' && op.query === 'none') return 'body';
  if (op.request === 'none' && op.query !== 'none') return 'query';
  return undefined;
}

const FACT_ORDER = [
  'required',
  'type',
  'nullable',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'pattern',
  'enum',
] as const;

function literal(facts: Record<string, FieldFacts>, indent = '  '): string {
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  const fields = Object.entries(facts).map(([name, f]) => {
    const parts = FACT_ORDER.filter((k) => f[k] !== undefined).map((k) => `${k}: ${JSON.stringify(f[k])}`);
    // A document's lines: the facts of each line's fields, one level in.
    if (f.items) parts.push(`items: ${literal(f.items, `${indent}  `)}`);
    return `${indent}${key(name)}: { ${parts.join(', ')} },`;
  });
  return `{\n${fields.join('\n')}\n${indent.slice(2)}}`;
}

function variablesType(op: OperationEntry): string {
  const fields: string[] = [];
  if (op.request !== 'none') {
    const media = op.request === 'multipart' ? 'multipart/form-data' : 'application/json';
    const body = `NonNullable<operations['${op.operationId}']['requestBody']>['content']['${media}']`;
    fields.push(`body${op.bodyRequired ? '' : '?'}: ${body}`);
  }
  if (op.query !== 'none') {
    const query = `NonNullable<operations['${op.operationId}']['parameters']['query']>`;
    fields.push(`query${op.query === 'required' ? '' : '?'}: ${query}`);
  }
  return fields.length ? `{ ${fields.join('; ')} }` : 'void';
}

/** True when the variables may be left out entirely. */
function variablesOptional(op: OperationEntry): boolean {
  return !(op.request !== 'none' && op.bodyRequired) && op.query !== 'required';
}

function renderOne(family: Family, op: OperationEntry): string {
  const n = names(op);
  const vt = variablesType(op);
  const optional = variablesOptional(op);
  const param = vt === 'void' ? '_variables?: void' : `variables${optional ? '?' : ''}: ${n.variables}`;
  const access = optional ? 'variables?.' : 'variables.';
  const init: string[] = ['...init'];
  if (op.request !== 'none') init.push(`body: ${access}body`);
  if (op.request === 'multipart') init.push('bodySerializer: toFormData');
  if (op.query !== 'none') init.push(`params: { query: ${access}query }`);
  if (op.response === 'blob') init.push("parseAs: 'blob'");
  const send = `(init) => client.${op.method}('${op.path}', { ${init.join(', ')} })`;
  const meta = JSON.stringify({
    family,
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    request: op.request,
    response: op.response,
    silentErrors: op.silentErrors,
  });
  const lines = [
    `/** ${op.summary || op.operationId} — ${op.method} ${op.path} */`,
    `export const ${n.meta} = ${meta} as const satisfies OperationMeta;`,
  ];
  if (vt !== 'void') lines.push(`export type ${n.variables} = ${vt};`);
  const variablesRef = vt === 'void' ? 'void' : n.variables;
  if (op.response === 'blob') {
    lines.push(
      `export type ${n.data} = Download;`,
      `export function ${n.call}(${param}, options?: CallOptions): Promise<Download> {`,
      `  return runDownload(${n.meta}, options, ${send});`,
      `}`,
    );
  } else {
    lines.push(
      `export type ${n.data} = SuccessData<operations['${op.operationId}']['responses'][200]['content']['application/json']>;`,
      `export function ${n.call}(${param}, options?: CallOptions): Promise<${n.data}> {`,
      `  return runJson(${n.meta}, options, ${send});`,
      `}`,
    );
  }
  const keyParam = vt === 'void' ? '' : `${param}`;
  const keyArgs = vt === 'void' ? '' : 'variables';
  const hookParam = vt === 'void' ? '' : `${param}, `;
  const emit = hooks(op);
  if (emit.query) {
    lines.push(
      `export const ${n.key} = (${keyParam}) => ['${family}', '${op.operationId}'${vt === 'void' ? '' : ', variables'}] as const;`,
      `export const ${n.options} = (${keyParam}) =>`,
      `  queryOptions({ queryKey: ${n.key}(${keyArgs}), queryFn: ({ signal }) => ${n.call}(${vt === 'void' ? 'undefined' : 'variables'}, { signal }) });`,
      `export const ${n.hook} = (${hookParam}options?: QueryHookOptions<${n.data}, ReturnType<typeof ${n.key}>>) =>`,
      `  useQuery({ ...${n.options}(${keyArgs}), ...options });`,
    );
  }
  const source = sourceOf(op);
  if (source) {
    const q = `${n.variables}['${source}']`;
    lines.push(
      `/** The table source of this list: its query key, its call, and the operation a save refetches. */`,
      `export const ${n.source} = {`,
      `  operation: ${n.meta},`,
      `  paged: ${op.list === 'page'},`,
      `  key: (${source}: ${q}) => ${n.key}({ ${source} }),`,
      `  fetch: (${source}: ${q}, options?: CallOptions) => ${n.call}({ ${source} }, options),`,
      `} satisfies ListSource<${q}, ${n.data}>;`,
    );
  }
  if (emit.mutation) {
    lines.push(
      `export const ${n.mutation} = (options?: MutationHookOptions<${n.data}, ${variablesRef}>) =>`,
      `  useMutation({ mutationKey: ['${family}', '${op.operationId}'], mutationFn: (variables: ${variablesRef}) => ${n.call}(variables), ...options });`,
    );
  }
  if (op.bodyFacts) {
    const body = `NonNullable<${n.variables}['body']>`;
    lines.push(
      `const bodyFacts = ${literal(op.bodyFacts)} as const satisfies FactsOf<${body}>;`,
      `/** What the contract says of each body field (required, maxLength, bounds, pattern, enum): forms derive rules and inputs from it. */`,
      `export const ${n.facts}: BodyFacts<${body}, typeof bodyFacts> = bodyFacts;`,
    );
  }
  return lines.join('\n');
}

export function renderClient(): string {
  return [
    "import { createFamilyClient } from '../../client';",
    "import type { paths } from './schema';",
    '',
    "/** The family's client; pure, so a bundle that makes none of its calls leaves it out. */",
    'export const client = /* @__PURE__ */ createFamilyClient<paths>();',
    '',
  ].join('\n');
}

export function renderOperation(family: Family, op: OperationEntry): string {
  const vt = variablesType(op);
  const emit = hooks(op);
  const runtime = [
    op.response === 'blob' ? 'runDownload' : 'runJson',
    ...(op.request === 'multipart' ? ['toFormData'] : []),
    ...(op.bodyFacts ? ['type BodyFacts'] : []),
    'type CallOptions',
    ...(op.response === 'blob' ? ['type Download'] : []),
    ...(op.bodyFacts ? ['type FactsOf'] : []),
    ...(sourceOf(op) ? ['type ListSource'] : []),
    ...(emit.mutation ? ['type MutationHookOptions'] : []),
    'type OperationMeta',
    ...(emit.query ? ['type QueryHookOptions'] : []),
    ...(op.response === 'json' ? ['type SuccessData'] : []),
  ];
  const query = [
    ...(emit.query ? ['queryOptions'] : []),
    ...(emit.mutation ? ['useMutation'] : []),
    ...(emit.query ? ['useQuery'] : []),
  ];
  const usesOperations = op.response === 'json' || vt !== 'void';
  return [
    ...(query.length ? [`import { ${query.join(', ')} } from '@tanstack/react-query';`] : []),
    `import { ${runtime.join(', ')} } from '../../../operation';`,
    "import { client } from '../client';",
    ...(usesOperations ? ["import type { operations } from '../schema';"] : []),
    '',
    renderOne(family, op),
    '',
  ].join('\n');
}

export function renderManifest(ops: OperationEntry[]): string {
  const rows = ops.map((op) =>
    JSON.stringify({
      family: op.family,
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      request: op.request,
      bodyRequired: op.bodyRequired,
      query: op.query,
      response: op.response,
      silentErrors: op.silentErrors,
      kind: op.kind,
    }),
  );
  return [
    "import type { OperationManifestEntry } from '../operation';",
    '',
    '/** Every operation of the five families, in spec order. */',
    `export const operationManifest: readonly OperationManifestEntry[] = [\n  ${rows.join(',\n  ')},\n];`,
    '',
  ].join('\n');
}

export function renderIndex(ops: OperationEntry[], resources: readonly ResourceEntry[]): string {
  const byFamily = new Map<Family, OperationEntry[]>();
  for (const op of ops) byFamily.set(op.family, [...(byFamily.get(op.family) ?? []), op]);
  const lines = ["export { operationManifest } from './manifest';"];
  for (const [family, list] of byFamily) {
    for (const op of list) {
      const n = names(op);
      const from = `./${family}/operations/${op.operationId}`;
      const types = variablesType(op) === 'void' ? [n.data] : [n.variables, n.data];
      const emit = hooks(op);
      const values = [
        n.meta,
        n.call,
        ...(emit.query ? [n.key, n.options, n.hook] : []),
        ...(sourceOf(op) ? [n.source] : []),
        ...(emit.mutation ? [n.mutation] : []),
        ...(op.bodyFacts ? [n.facts] : []),
      ];
      lines.push(`export { ${values.join(', ')} } from '${from}';`);
      lines.push(`export type { ${types.join(', ')} } from '${from}';`);
    }
    lines.push(`export type { components as ${family}Schemas } from './${family}/schema';`);
    for (const resource of resources.filter((r) => r.family === family)) {
      lines.push(`export { ${resource.name} } from './${family}/resources/${resource.name}';`);
    }
  }
  return `${lines.join('\n')}\n`;
}
