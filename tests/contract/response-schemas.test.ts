/**
 * The contract's named response examples checked against their schemas by our own validator, without Prism (which
 * skips a response whose schema it cannot compile): the mock's data is the contract's, so a wrong example is a wrong
 * mock. operations.test.ts checks Prism's answers with the same validator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operationManifest } from '@/shared/api';
import { responseExamples } from './request-examples';
import { responseProblems, toJsonSchema } from '../../scripts/mock/response-check.ts';

describe('response schemas, checked by our own validator', () => {
  it('turns OpenAPI 3.0 nullable and exclusive bounds into JSON Schema', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['A', 'B'] })).toEqual({
      type: ['string', 'null'],
      enum: ['A', 'B', null],
    });
    expect(toJsonSchema({ $ref: '#/x', nullable: true })).toEqual({ anyOf: [{ type: 'null' }, { $ref: '#/x' }] });
    expect(toJsonSchema({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
    });
  });

  it('refuses what Prism let through: a login answer whose success is 42, a route target outside its enum', () => {
    const op = operationManifest.find((o) => o.operationId === 'getLoginUserDetails');
    if (!op) throw new Error('getLoginUserDetails is not in the manifest');
    expect(
      responseProblems(op, '200', 'application/json', { code: 200, message: '操作成功', success: 42, data: null }),
    ).not.toEqual([]);
    const page = operationManifest.find((o) => o.operationId === 'stStockPage');
    if (!page) throw new Error('stStockPage is not in the manifest');
    const row = { id: '1' };
    expect(
      responseProblems(page, '200', 'application/json', {
        code: 200,
        message: '操作成功',
        success: true,
        data: { pageNo: 1, pageSize: 20, totalRows: 1, totalPage: 1, rows: [row] },
      }).join('\n'),
    ).toMatch(/must have required property/);
  });

  it.each(['bos', 'sys', 'scm', 'mes', 'pm'])(
    '%s: no `type: string` enum lists null (Prism 5.14 then validates nothing of that answer or body)',
    (family) => {
      const found: string[] = [];
      const walk = (node: unknown, at: string) => {
        if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
        else if (typeof node === 'object' && node !== null) {
          const record = node as Record<string, unknown>;
          if (record.type === 'string' && Array.isArray(record.enum) && record.enum.includes(null)) found.push(at);
          for (const [key, value] of Object.entries(record))
            if (key !== 'example' && key !== 'examples') walk(value, `${at}/${key}`);
        }
      };
      walk(parse(readFileSync(join(import.meta.dirname, `../../openapi/${family}.yaml`), 'utf8')), family);
      // Write `{ anyOf: [ { type: string, enum: [ A, B ] }, { enum: [ null ] } ] }` (openapi/README.md → Conventions).
      expect(found).toEqual([]);
    },
  );

  it.each(['bos', 'sys', 'scm', 'mes', 'pm'])(
    '%s: every named JSON example matches its response schema',
    async (family) => {
      const problems: string[] = [];
      let checked = 0;
      for (const op of operationManifest.filter((o) => o.family === family)) {
        for (const example of await responseExamples(op)) {
          if (!example.media.includes('json')) continue;
          checked += 1;
          for (const problem of responseProblems(op, example.status, example.media, example.value))
            problems.push(`${op.operationId} ${example.status} ${example.key}: ${problem}`);
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
  );
});
