/**
 * Every answer checked against its response schema by a validator of our own (Ajv), not only by Prism: Prism skips a
 * whole response when it cannot compile its schema (issue 28: a `type: string` enum listing `null` left 9 operations
 * and 37 examples unchecked). OpenAPI 3.0's own keywords are turned into JSON Schema first: `nullable`, boolean
 * `exclusiveMinimum` / `exclusiveMaximum`, its formats. openapi/README.md → Conventions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const SPEC_DIR = join(import.meta.dirname, '../../openapi');
const BASE = 'https://contract.local/';

/** An OpenAPI 3.0 schema (and everything under it) as JSON Schema draft 7. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    // Examples are data, not schemas: copied as they are.
    out[key] = key === 'example' || key === 'examples' || key === 'x-examples' ? value : toJsonSchema(value);
  }
  // 3.0's boolean exclusive bounds are draft 7's numbers.
  if (out.exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (out.nullable !== true) {
    delete out.nullable;
    return out;
  }
  delete out.nullable;
  if (typeof out.type === 'string' && !('$ref' in out)) {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  // A nullable $ref, allOf or oneOf: null, or what the rest says.
  return { anyOf: [{ type: 'null' }, out] };
}

const FAMILIES = ['bos', 'sys', 'scm', 'mes', 'pm'] as const;

function createAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // OpenAPI's own formats carry no rule a JSON value can break (a binary is a file part, an int64 a number).
  for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
  ajv.addSchema(toJsonSchema(parse(readFileSync(join(SPEC_DIR, 'common.yaml'), 'utf8'))) as Node, `${BASE}common.yaml`);
  for (const family of FAMILIES) {
    const doc = parse(readFileSync(join(SPEC_DIR, `${family}.yaml`), 'utf8')) as unknown;
    ajv.addSchema(toJsonSchema(doc) as Node, `${BASE}${family}.yaml`);
  }
  return ajv;
}

let shared: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The JSON pointer of an operation's response schema in its family's file. */
function pointerOf(family: string, path: string, method: string, status: string, media: string): string {
  const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
  return `${BASE}${family}.yaml#/paths/${escape(path)}/${method.toLowerCase()}/responses/${status}/content/${escape(media)}/schema`;
}

/**
 * What is wrong with an answer by its schema (`[]` when nothing): the operation's response `status` and `media`
 * (a response given as a `$ref` to common.yaml's reusable ones is followed).
 */
export function responseProblems(
  op: { family: string; path: string; method: string },
  status: string,
  media: string,
  body: unknown,
): string[] {
  shared ??= createAjv();
  const ajv = shared;
  let pointer = pointerOf(op.family, op.path, op.method, status, media);
  const familyDoc = ajv.getSchema(`${BASE}${op.family}.yaml`)?.schema;
  const response = pickResponse(familyDoc, op.path, op.method, status);
  if (response === undefined) return [`no ${status} response in the contract`];
  if (typeof response.$ref === 'string') {
    const ref = new URL(response.$ref, `${BASE}${op.family}.yaml`).href;
    const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
    pointer = `${ref}/content/${escape(media)}/schema`;
  }
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: pointer });
    compiled.set(pointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && error.keyword !== 'if')
    .slice(0, 5)
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message ?? error.keyword}${error.params && 'allowedValues' in error.params ? ` ${JSON.stringify(error.params.allowedValues)}` : ''}`,
    );
}

function pickResponse(doc: unknown, path: string, method: string, status: string): Node | undefined {
  if (!isNode(doc) || !isNode(doc.paths)) return undefined;
  const item = doc.paths[path];
  const operation = isNode(item) ? item[method.toLowerCase()] : undefined;
  const responses = isNode(operation) ? operation.responses : undefined;
  const response = isNode(responses) ? responses[status] : undefined;
  return isNode(response) ? response : undefined;
}
