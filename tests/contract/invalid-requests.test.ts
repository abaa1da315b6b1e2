/**
 * The mock enforces the contract: per family, the first JSON operation with a required body field is sent its own
 * request example minus that field, and Prism must answer 422 naming the field.
 */
import { describe, expect, inject, it } from 'vitest';
import { operationManifest } from '@/shared/api';
import { openObjectsInBody, requestExample, requiredBodyFields } from './request-examples';

describe.each(['bos', 'sys', 'scm', 'mes', 'pm'])('%s', (family) => {
  it('rejects a request that leaves out a required field with 422', async () => {
    let target: { operationId: string; path: string; field: string; body: Record<string, unknown> } | undefined;
    for (const op of operationManifest.filter((o) => o.family === family && o.request === 'json')) {
      const fields = await requiredBodyFields(op);
      const { body } = await requestExample(op);
      const field = fields.find((name) => body && name in body);
      if (body && field) {
        target = { operationId: op.operationId, path: op.path, field, body };
        break;
      }
    }
    expect(target, `${family} has a JSON operation with a required field`).toBeDefined();
    if (!target) return;
    const { [target.field]: _removed, ...broken } = target.body;
    const response = await fetch(`${inject('mockUrl')}${target.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'App-Client': '0' },
      body: JSON.stringify(broken),
    });
    const answer = (await response.json()) as { validation?: { location: string[]; message: string }[] };
    expect(response.status, `${target.operationId} without ${target.field}`).toBe(422);
    const messages = (answer.validation ?? []).map((v) => `${v.location.join('.')}: ${v.message}`);
    expect(
      messages.some((m) => m.includes(target.field)),
      messages.join('; '),
    ).toBe(true);
    console.log(`contract: ${family} ${target.operationId} without "${target.field}" -> 422 (${messages[0]})`);
  });
});

/**
 * Request bodies are closed (`additionalProperties: false`): every JSON operation's own request example plus one
 * field the contract does not have is answered 422 naming that field, so a form sending an unknown field fails.
 */
describe.each(['bos', 'sys', 'scm', 'mes', 'pm'])('%s', (family) => {
  it('rejects a JSON body with a field the contract does not have with 422', async () => {
    const ops = operationManifest.filter((o) => o.family === family && o.request === 'json');
    expect(ops.length, `${family} has JSON operations`).toBeGreaterThan(0);
    const answers = await Promise.all(
      ops.map(async (op) => {
        const { body, query } = await requestExample(op);
        const search = query
          ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
          : '';
        const response = await fetch(`${inject('mockUrl')}${op.path}${search}`, {
          method: op.method,
          headers: { 'Content-Type': 'application/json', 'App-Client': '0' },
          body: JSON.stringify({ ...body, foo: 1 }),
        });
        const answer = (await response.json()) as { validation?: { location: string[]; message: string }[] };
        const messages = (answer.validation ?? []).map((v) => `${v.location.join('.')}: ${v.message}`);
        return { operationId: op.operationId, status: response.status, messages };
      }),
    );
    const open = answers.filter(
      (a) => a.status !== 422 || !a.messages.some((m) => m.includes('foo') || m.includes('additional')),
    );
    expect(open.map((a) => `${a.operationId} -> ${a.status} ${a.messages.join('; ')}`)).toEqual([]);
    const house = answers.find((a) => a.operationId === 'mdHouseAdd');
    if (house) console.log(`contract: scm mdHouseAdd with "foo: 1" -> ${house.status} (${house.messages.join('; ')})`);
    console.log(`contract: ${family} ${answers.length} JSON bodies answer 422 to an unknown field`);
  });
});

/**
 * Closed all the way down: every object schema inside a request body — nested objects, array items, the parts of an
 * allOf — says `additionalProperties: false`, so a stray field at any depth is a 422 (issue 28: three nested line
 * objects were open), and so is every multipart body's.
 */
describe.each(['bos', 'sys', 'scm', 'mes', 'pm'])('%s', (family) => {
  it('has no open object anywhere inside a request body', async () => {
    const open: string[] = [];
    for (const op of operationManifest.filter((o) => o.family === family && o.request !== 'none')) {
      for (const where of await openObjectsInBody(op)) open.push(`${op.operationId}: ${where}`);
    }
    expect(open).toEqual([]);
  });
});
