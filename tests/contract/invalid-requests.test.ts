/**
 * The mock enforces the contract: per family, the first JSON operation with a required body field is sent its own
 * request example minus that field, and Prism must answer 422 naming the field.
 */
import { describe, expect, inject, it } from 'vitest';
import { operationManifest } from '@/shared/api';
import { requestExample, requiredBodyFields } from './request-examples';

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
    expect(messages.some((m) => m.includes(target.field)), messages.join('; ')).toBe(true);
    console.log(`contract: ${family} ${target.operationId} without "${target.field}" -> 422 (${messages[0]})`);
  });
});
