/**
 * The request each operation's spec gives as its example: the JSON or multipart body `example` and the query
 * parameters' `example`s. File parts (format binary) become small files.
 */
import { join } from 'node:path';
import { isObject, RefResolver, type Json, type JsonObject } from '../../scripts/codegen/manifest.ts';
import type { OperationManifestEntry } from '@/shared/api';

const specDir = join(import.meta.dirname, '../../openapi');
const resolver = new RefResolver(specDir);

export interface RequestExample {
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

async function operationNode(op: OperationManifestEntry): Promise<{ node: JsonObject; file: string }> {
  const file = `${op.family}.yaml`;
  const doc = await resolver.load(file);
  const paths = doc.paths;
  const item = isObject(paths) ? paths[op.path] : undefined;
  const node = isObject(item) ? item[op.method.toLowerCase()] : undefined;
  if (!isObject(node)) throw new Error(`${op.operationId}: not found in ${file}`);
  return { node, file };
}

async function firstExample(media: JsonObject, file: string): Promise<Json | undefined> {
  if (media.example !== undefined) return media.example;
  if (!isObject(media.examples)) return undefined;
  const first = Object.values(media.examples)[0];
  const { value } = await resolver.resolve(first, file);
  return isObject(value) ? value.value : undefined;
}

async function binaryFields(schema: Json | undefined, file: string): Promise<Set<string>> {
  const { value, file: at } = await resolver.resolve(schema, file);
  const fields = new Set<string>();
  if (!isObject(value)) return fields;
  for (const part of Array.isArray(value.allOf) ? value.allOf : [value]) {
    const { value: resolved } = await resolver.resolve(part, at);
    if (!isObject(resolved) || !isObject(resolved.properties)) continue;
    for (const [name, prop] of Object.entries(resolved.properties)) {
      const { value: p } = await resolver.resolve(prop, at);
      if (isObject(p) && p.format === 'binary') fields.add(name);
    }
  }
  return fields;
}

export async function requestExample(op: OperationManifestEntry): Promise<RequestExample> {
  const { node, file } = await operationNode(op);
  const example: RequestExample = {};
  if (op.request !== 'none') {
    const { value: body } = await resolver.resolve(node.requestBody, file);
    const content = isObject(body) && isObject(body.content) ? body.content : {};
    const media = content[op.request === 'multipart' ? 'multipart/form-data' : 'application/json'];
    if (!isObject(media)) throw new Error(`${op.operationId}: no request media`);
    const value = await firstExample(media, file);
    if (!isObject(value)) throw new Error(`${op.operationId}: the request body has no example`);
    example.body = { ...value };
    if (op.request === 'multipart') {
      for (const name of await binaryFields(media.schema, file)) {
        const fileName = typeof value[name] === 'string' ? value[name] : `${name}.txt`;
        example.body[name] = new File(['测试文件内容'], fileName, { type: 'application/octet-stream' });
      }
    }
  }
  if (op.query !== 'none') {
    const query: Record<string, unknown> = {};
    for (const raw of Array.isArray(node.parameters) ? node.parameters : []) {
      const { value: param } = await resolver.resolve(raw, file);
      if (!isObject(param) || param.in !== 'query' || typeof param.name !== 'string') continue;
      const schema = isObject(param.schema) ? param.schema : {};
      const value = param.example ?? schema.example ?? schema.default;
      if (value !== undefined) query[param.name] = value;
      else if (param.required === true)
        throw new Error(`${op.operationId}: required query ${param.name} has no example`);
    }
    example.query = query;
  }
  return example;
}

/** The example keys of an operation's 200 JSON response, in order (the first is what Prism answers). */
export async function responseExampleKeys(op: OperationManifestEntry): Promise<string[]> {
  const { node, file } = await operationNode(op);
  const responses = isObject(node.responses) ? node.responses : {};
  const { value: ok } = await resolver.resolve(responses['200'], file);
  const content = isObject(ok) && isObject(ok.content) ? ok.content : {};
  const media = content['application/json'];
  return isObject(media) && isObject(media.examples) ? Object.keys(media.examples) : [];
}

/** The required top-level fields of an operation's JSON request body (through $ref and allOf). */
export async function requiredBodyFields(op: OperationManifestEntry): Promise<string[]> {
  const { node, file } = await operationNode(op);
  const { value: body } = await resolver.resolve(node.requestBody, file);
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const media = content['application/json'];
  if (!isObject(media)) return [];
  const required = new Set<string>();
  const visit = async (schema: Json | undefined, at: string): Promise<void> => {
    const { value, file: next } = await resolver.resolve(schema, at);
    if (!isObject(value)) return;
    if (Array.isArray(value.required))
      for (const name of value.required) if (typeof name === 'string') required.add(name);
    if (Array.isArray(value.allOf)) for (const part of value.allOf) await visit(part, next);
  };
  await visit(media.schema, file);
  return [...required];
}

/**
 * Where an object schema inside an operation's request body (JSON or multipart) is open: a schema with `properties`
 * and no `additionalProperties: false`, at any depth (properties, array items, allOf / oneOf / anyOf parts).
 */
export async function openObjectsInBody(op: OperationManifestEntry): Promise<string[]> {
  const { node, file } = await operationNode(op);
  const { value: body } = await resolver.resolve(node.requestBody, file);
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const open: string[] = [];
  const seen = new Set<Json>();
  const visit = async (schema: Json | undefined, at: string, path: string): Promise<void> => {
    const { value, file: next } = await resolver.resolve(schema, at);
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    if (isObject(value.properties) && value.additionalProperties !== false) open.push(path || '(the body)');
    if (isObject(value.properties))
      for (const [name, prop] of Object.entries(value.properties))
        await visit(prop, next, `${path}.${name}`.replace(/^\./, ''));
    if (value.items !== undefined) await visit(value.items, next, `${path}[]`);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const parts = value[key];
      if (Array.isArray(parts)) for (const part of parts) await visit(part, next, path);
    }
  };
  for (const media of Object.values(content)) if (isObject(media)) await visit(media.schema, file, '');
  return open;
}

/** An operation's tags and whether it runs before a token exists (`x-pre-login`). */
export async function operationFacts(op: OperationManifestEntry): Promise<{ tags: string[]; preLogin: boolean }> {
  const { node } = await operationNode(op);
  const tags = Array.isArray(node.tags) ? node.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  return { tags, preLogin: node['x-pre-login'] === true };
}

/** The tags a family's file declares at its top. */
export async function declaredTags(family: string): Promise<Set<string>> {
  const doc = await resolver.load(`${family}.yaml`);
  const tags = Array.isArray(doc.tags) ? doc.tags : [];
  return new Set(tags.flatMap((tag) => (isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [])));
}

export interface ResponseExample {
  /** The response's status ('200', '401', …). */
  status: string;
  media: string;
  /** The example's name (Prism's `Prefer: example=<key>`). */
  key: string;
  value: Json;
}

/** Every named example of every response of an operation (through $ref), in the spec's order. */
export async function responseExamples(op: OperationManifestEntry): Promise<ResponseExample[]> {
  const { node, file } = await operationNode(op);
  const responses = isObject(node.responses) ? node.responses : {};
  const found: ResponseExample[] = [];
  for (const [status, raw] of Object.entries(responses)) {
    const { value: response, file: at } = await resolver.resolve(raw, file);
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    for (const [media, mediaNode] of Object.entries(content)) {
      if (!isObject(mediaNode) || !isObject(mediaNode.examples)) continue;
      for (const [key, example] of Object.entries(mediaNode.examples)) {
        const { value } = await resolver.resolve(example, at);
        if (isObject(value)) found.push({ status, media, key, value: value.value as Json });
      }
    }
  }
  return found;
}
