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
      entries.push({
        family,
        operationId: op.operationId,
        summary: typeof op.summary === 'string' ? op.summary : '',
        method: method.toUpperCase() as OperationEntry['method'],
        path,
        ...(await requestKind(refs, op, file)),
        query: await queryKind(refs, [item.parameters, op.parameters], file),
        response: await responseKind(refs, op, file),
        silentErrors: op['x-silent-errors'] === true,
      });
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
    throw new Error(`${file}: ${String(op.operationId)} sends ${types.join(', ')}; only JSON and multipart are supported`);
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

async function responseKind(refs: RefResolver, op: JsonObject, file: string): Promise<'json' | 'blob'> {
  const responses = isObject(op.responses) ? op.responses : {};
  const { value: ok } = await refs.resolve(responses['200'], file);
  if (!isObject(ok) || !isObject(ok.content)) throw new Error(`${file}: ${String(op.operationId)} has no 200 content`);
  const types = Object.keys(ok.content);
  if (types[0] === 'application/json') return 'json';
  return 'blob';
}
