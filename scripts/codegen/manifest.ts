/** Reads a family spec into the operation manifest: what a call sends and what it gets back. */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

export const FAMILIES = ['bos', 'sys', 'scm', 'mes', 'pm'] as const;
export type Family = (typeof FAMILIES)[number];

export interface OperationEntry {
  family: Family;
  operationId: string;
  summary: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** How the body is sent: JSON, multipart FormData, or no body. */
  request: 'json' | 'multipart' | 'none';
  bodyRequired: boolean;
  /** Query parameters: none, all optional, or at least one required. */
  query: 'none' | 'optional' | 'required';
  /** JSON envelope or a file download. */
  response: 'json' | 'blob';
  /** The caller shows this call's failures itself (login steps, user details, captcha check). */
  silentErrors: boolean;
  /** read: gets query hooks (key, options, useXxx); write: a mutation hook only. See `operationKind`. */
  kind: 'read' | 'write';
  /** The 200 data of a read a table can show: a Page (rows + totalRows) or a plain array; 'none' otherwise. */
  list: 'page' | 'array' | 'none';
  /** Field facts of a JSON request body (write operations only). */
  bodyFacts?: Record<string, FieldFacts>;
  /** The names of the query parameters and of the JSON body's fields (a detail call's `id`). */
  params: string[];
  /** A list's row fields (whether its records carry the contract's `status`). */
  rowFields?: string[];
}

/** What a form may know of one request field from the contract. */
export interface FieldFacts {
  type?: string;
  required?: boolean;
  nullable?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: (string | number | boolean)[];
  /** An array's least number of items (a document's lines: at least one). */
  minItems?: number;
  /** An array's greatest number of items (a document's lines: at most 100). */
  maxItems?: number;
  /** An array of objects (a document's lines): the facts of each line's fields. */
  items?: Record<string, FieldFacts>;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Resolves `$ref`s (local or to a sibling file) in the few places the manifest looks at. */
export class RefResolver {
  private readonly docs = new Map<string, JsonObject>();
  constructor(private readonly dir: string) {}

  async load(file: string): Promise<JsonObject> {
    const cached = this.docs.get(file);
    if (cached) return cached;
    const doc: unknown = parse(await readFile(join(this.dir, file), 'utf8'));
    if (!isObject(doc as Json)) throw new Error(`${file} is not a YAML mapping`);
    this.docs.set(file, doc as JsonObject);
    return doc as JsonObject;
  }

  async resolve(value: Json | undefined, file: string): Promise<{ value: Json | undefined; file: string }> {
    if (!isObject(value) || typeof value.$ref !== 'string') return { value, file };
    const [target = '', pointer = ''] = value.$ref.split('#');
    const targetFile = target ? join(dirname(file), target) : file;
    let node: Json | undefined = await this.load(targetFile);
    for (const raw of pointer.split('/').filter(Boolean)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = isObject(node) ? node[key] : undefined;
    }
    if (node === undefined) throw new Error(`${file}: cannot resolve ${value.$ref}`);
    return this.resolve(node, targetFile);
  }
}

export async function buildManifest(specDir: string, family: Family): Promise<OperationEntry[]> {
  const refs = new RefResolver(specDir);
  const file = `${family}.yaml`;
  const doc = await refs.load(file);
  const paths = doc.paths;
  if (!isObject(paths)) throw new Error(`${file} has no paths`);
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      if (typeof op.operationId !== 'string') throw new Error(`${file}: ${method} ${path} has no operationId`);
      const entry: OperationEntry = {
        family,
        operationId: op.operationId,
        summary: typeof op.summary === 'string' ? op.summary : '',
        method: method.toUpperCase() as OperationEntry['method'],
        path,
        ...(await requestKind(refs, op, file)),
        query: await queryKind(refs, [item.parameters, op.parameters], file),
        response: await responseKind(refs, op, file),
        silentErrors: op['x-silent-errors'] === true,
        kind: operationKind(method, path, op, file),
        list: 'none',
        params: await paramNames(refs, [item.parameters, op.parameters], op, file),
      };
      entries.push(entry);
      if (entry.kind === 'read' && entry.response === 'json') {
        const { list, rowFields } = await listKind(refs, op, path, file);
        entry.list = list;
        if (rowFields) entry.rowFields = rowFields;
      }
      if (entry.kind === 'write' && entry.request === 'json' && entry.response === 'json') {
        const facts = await bodyFacts(refs, op, file);
        if (facts) entry.bodyFacts = facts;
      }
    }
  }
  return entries;
}

async function requestKind(refs: RefResolver, op: JsonObject, file: string) {
  const { value: body } = await refs.resolve(op.requestBody, file);
  if (!isObject(body) || !isObject(body.content)) return { request: 'none' as const, bodyRequired: false };
  const types = Object.keys(body.content);
  const request = types.includes('multipart/form-data') ? ('multipart' as const) : ('json' as const);
  if (request === 'json' && !types.includes('application/json')) {
    throw new Error(
      `${file}: ${String(op.operationId)} sends ${types.join(', ')}; only JSON and multipart are supported`,
    );
  }
  return { request, bodyRequired: body.required === true };
}

async function queryKind(refs: RefResolver, lists: (Json | undefined)[], file: string) {
  let kind: OperationEntry['query'] = 'none';
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const { value: param } = await refs.resolve(raw, file);
      if (!isObject(param) || param.in !== 'query') continue;
      if (param.required === true) return 'required';
      kind = 'optional';
    }
  }
  return kind;
}

/** The query parameters' names and the JSON body's field names. */
async function paramNames(
  refs: RefResolver,
  lists: (Json | undefined)[],
  op: JsonObject,
  file: string,
): Promise<string[]> {
  const names: string[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const { value: param } = await refs.resolve(raw, file);
      if (isObject(param) && param.in === 'query' && typeof param.name === 'string') names.push(param.name);
    }
  }
  const { value: body, file: at } = await refs.resolve(op.requestBody, file);
  const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  if (isObject(content)) names.push(...(await flatten(refs, content.schema, at)).properties.keys());
  return names;
}

async function responseKind(refs: RefResolver, op: JsonObject, file: string): Promise<'json' | 'blob'> {
  const responses = isObject(op.responses) ? op.responses : {};
  const { value: ok } = await refs.resolve(responses['200'], file);
  if (!isObject(ok) || !isObject(ok.content)) throw new Error(`${file}: ${String(op.operationId)} has no 200 content`);
  const types = Object.keys(ok.content);
  if (types[0] === 'application/json') return 'json';
  return 'blob';
}

/** Query verbs: a POST whose path tail starts with one (or ends with page/list/tree/detail) only reads. */
const READ_VERBS = new Set(['page', 'list', 'tree', 'detail', 'get', 'query', 'count', 'check', 'has', 'preview']);
const READ_NOUNS = new Set(['page', 'list', 'tree', 'detail']);

/**
 * Read or write: `x-kind` on the operation decides when given; otherwise GET reads, and a POST reads when its path
 * tail is a query verb (`page`, `pageForX`, `list`, `tree`, `detail`, `getX`, `queryX`, `count`, `checkX`, `hasX`,
 * `preview`) or ends with a listing noun (`wipMaterialPage`, `permissionList`). Everything else writes.
 */
export function operationKind(method: string, path: string, op: JsonObject, file = ''): 'read' | 'write' {
  const declared = op['x-kind'];
  if (declared === 'read' || declared === 'write') return declared;
  if (declared !== undefined)
    throw new Error(`${file}: ${String(op.operationId)} has x-kind ${JSON.stringify(declared)}; use read or write`);
  if (method.toLowerCase() === 'get') return 'read';
  const tail = path.split('/').filter(Boolean).at(-1) ?? '';
  const words = tail.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return READ_VERBS.has(words[0] ?? '') || READ_NOUNS.has(words.at(-1) ?? '') ? 'read' : 'write';
}

/** The object schema behind a value: `$ref`s followed, `allOf` parts merged (properties and required). */
async function flatten(refs: RefResolver, raw: Json | undefined, file: string) {
  const { value, file: at } = await refs.resolve(raw, file);
  const properties = new Map<string, { schema: Json; file: string }>();
  const required = new Set<string>();
  const out = { properties, required, array: false, refs: [] as string[] };
  if (!isObject(value)) return out;
  if (isObject(raw) && typeof raw.$ref === 'string') out.refs.push(raw.$ref);
  if (value.type === 'array') out.array = true;
  if (Array.isArray(value.allOf)) {
    for (const part of value.allOf) {
      const inner = await flatten(refs, part, at);
      inner.properties.forEach((p, k) => properties.set(k, p));
      inner.required.forEach((r) => required.add(r));
      out.refs.push(...inner.refs);
      out.array ||= inner.array;
    }
  }
  if (isObject(value.properties))
    for (const [k, p] of Object.entries(value.properties)) properties.set(k, { schema: p, file: at });
  if (Array.isArray(value.required)) for (const r of value.required) if (typeof r === 'string') required.add(r);
  return out;
}

/** The 200 data's shape: a Page (common.yaml Page, or rows + totalRows), an array (not a tree), or neither; and its rows' fields. */
async function listKind(
  refs: RefResolver,
  op: JsonObject,
  path: string,
  file: string,
): Promise<{ list: OperationEntry['list']; rowFields?: string[] }> {
  const responses = isObject(op.responses) ? op.responses : {};
  const { value: ok, file: okFile } = await refs.resolve(responses['200'], file);
  const content = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : undefined;
  const { value: result, file: at } = await refs.resolve(isObject(content) ? content.schema : undefined, okFile);
  const success = isObject(result) && Array.isArray(result.oneOf) ? result.oneOf[0] : result;
  const data = (await flatten(refs, success, at)).properties.get('data');
  if (!data) return { list: 'none' };
  const shape = await flatten(refs, data.schema, data.file);
  const fieldsOf = async (items: Json | undefined, itemsFile: string) => [
    ...(await flatten(refs, items, itemsFile)).properties.keys(),
  ];
  if (
    shape.refs.some((r) => r.endsWith('#/components/schemas/Page')) ||
    (shape.properties.has('rows') && shape.properties.has('totalRows'))
  ) {
    const rows = shape.properties.get('rows');
    const { value: rowsSchema, file: rowsFile } = await refs.resolve(rows?.schema, rows?.file ?? at);
    return { list: 'page', rowFields: isObject(rowsSchema) ? await fieldsOf(rowsSchema.items, rowsFile) : [] };
  }
  const tree = /tree/i.test(path.split('/').at(-1) ?? '') || shape.refs.some((r) => r.endsWith('TreeResult'));
  if (!shape.array || tree) return { list: 'none' };
  const { value: arraySchema, file: arrayFile } = await refs.resolve(data.schema, data.file);
  return { list: 'array', rowFields: isObject(arraySchema) ? await fieldsOf(arraySchema.items, arrayFile) : [] };
}

/** Facts of each field of the JSON request body, or undefined when it is not an object with properties. */
async function bodyFacts(
  refs: RefResolver,
  op: JsonObject,
  file: string,
): Promise<Record<string, FieldFacts> | undefined> {
  const { value: body, file: at } = await refs.resolve(op.requestBody, file);
  const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  if (!isObject(content)) return undefined;
  const shape = await flatten(refs, content.schema, at);
  if (shape.properties.size === 0) return undefined;
  const facts: Record<string, FieldFacts> = {};
  for (const [name, prop] of shape.properties) {
    facts[name] = {
      ...(shape.required.has(name) ? { required: true } : {}),
      ...(await fieldFacts(refs, prop.schema, prop.file)),
    };
  }
  return facts;
}

async function fieldFacts(refs: RefResolver, raw: Json, file: string): Promise<FieldFacts> {
  const { value, file: at } = await refs.resolve(raw, file);
  if (!isObject(value)) return {};
  let facts: FieldFacts = {};
  if (Array.isArray(value.allOf))
    for (const part of value.allOf) facts = { ...facts, ...(await fieldFacts(refs, part, at)) };
  if (typeof value.type === 'string') facts.type = value.type;
  if (value.nullable === true) facts.nullable = true;
  for (const key of ['maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const)
    if (typeof value[key] === 'number') facts[key] = value[key];
  if (typeof value.pattern === 'string') facts.pattern = value.pattern;
  if (Array.isArray(value.enum)) {
    facts.enum = value.enum.filter((v): v is string | number | boolean => v !== null && typeof v !== 'object');
    if (value.enum.includes(null)) facts.nullable = true;
  }
  if (value.type === 'array' && value.items !== undefined) {
    const line = await flatten(refs, value.items, at);
    if (line.properties.size > 0) {
      const items: Record<string, FieldFacts> = {};
      for (const [name, prop] of line.properties) {
        items[name] = {
          ...(line.required.has(name) ? { required: true } : {}),
          ...(await fieldFacts(refs, prop.schema, prop.file)),
        };
      }
      facts.items = items;
    }
  }
  return facts;
}
