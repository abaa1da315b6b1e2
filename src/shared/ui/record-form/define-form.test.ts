import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import type { BodyFacts, FactsOf } from '@/shared/api';
import type { Exact } from '@/shared/lib/form-rules';
import { defineForm } from './define-form';

interface Body {
  code: string;
  kind: 'RAW' | 'FIN';
  qty: number;
  active: boolean;
  phone?: string | null;
  remark?: string | null;
  shelfLife?: number | null;
}
const raw = {
  code: { required: true, type: 'string', maxLength: 8, pattern: '^[A-Za-z0-9_-]+$' },
  kind: { required: true, type: 'string', enum: ['RAW', 'FIN'] },
  qty: { required: true, type: 'integer', minimum: 1, maximum: 99 },
  active: { required: true, type: 'boolean' },
  phone: { type: 'string', nullable: true, maxLength: 20, pattern: '^1[3-9]\\d{9}$' },
  remark: { type: 'string', nullable: true, maxLength: 10 },
  shelfLife: { type: 'integer', nullable: true, minimum: 0 },
} as const satisfies FactsOf<Body>;
const facts: BodyFacts<Body, typeof raw> = raw;

const form = defineForm(facts, {
  code: { label: '编码' },
  kind: { label: '类型', dict: 'kind' },
  qty: { label: '数量' },
  active: { label: '启用' },
  phone: { label: '电话' },
  remark: { label: '备注', kind: 'textarea', wide: true },
  shelfLife: { label: '保质期' },
});

function messages(value: unknown): string[] {
  const result = z.safeParse(form.schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('defineForm', () => {
  it('derives the rules from the facts, with the form rules’ Chinese messages', () => {
    expect(messages({ ...form.empty })).toEqual(['请输入编码', '请选择类型', '请输入数量']);
    expect(
      messages({
        ...form.empty,
        code: 'A B',
        kind: 'RAW',
        qty: 100,
        phone: '12812345678',
        remark: '一二三四五六七八九十十',
      }),
    ).toEqual(['编码只能包含字母、数字、“-”和“_”', '数量不能大于 99', '电话格式不正确', '备注不能超过 10 个字符']);
    expect(messages({ ...form.empty, code: 'A1', kind: 'XX', qty: 1.5 })).toEqual(['请选择类型', '数量必须是整数']);
  });

  it('produces exactly the body: trimmed, empty optional fields as null', () => {
    expect(z.parse(form.schema, { ...form.empty, code: ' A1 ', kind: 'FIN', qty: 3, phone: '13912345678' })).toEqual({
      code: 'A1',
      kind: 'FIN',
      qty: 3,
      active: false,
      phone: '13912345678',
      remark: null,
      shelfLife: null,
    });
  });

  it('gives the modal its fields in declaration order, with required and maxLength from the facts; bounds stay off the number inputs (antd would clamp silently), the schema checks them', () => {
    expect(form.fields()).toEqual([
      { name: 'code', kind: 'text', required: true, maxLength: 8, label: '编码' },
      { name: 'kind', kind: 'select', required: true, label: '类型', dict: 'kind' },
      { name: 'qty', kind: 'number', required: true, label: '数量' },
      { name: 'active', kind: 'switch', label: '启用' },
      { name: 'phone', kind: 'text', maxLength: 20, label: '电话' },
      { name: 'remark', kind: 'textarea', maxLength: 10, label: '备注', wide: true },
      { name: 'shelfLife', kind: 'number', label: '保质期' },
    ]);
  });

  it('lets a declaration override a rule the contract cannot say; the input keeps the facts', () => {
    const custom = defineForm(facts, {
      ...{
        code: { label: '编码' },
        kind: { label: '类型' },
        qty: { label: '数量' },
        active: { label: '启用' },
        remark: { label: '备注' },
        shelfLife: { label: '保质期' },
      },
      phone: {
        label: '电话',
        rule: z.pipe(
          z.string(),
          z.transform((v: string): string | null => v || null),
        ),
      },
    });
    expect(z.parse(custom.schema, { ...custom.empty, code: 'A', kind: 'RAW', qty: 1, phone: 'anything' }).phone).toBe(
      'anything',
    );
    expect(custom.fields().find((f) => f.name === 'phone')?.maxLength).toBe(20);
  });

  it('types the output exactly as the body: a field more or less does not compile', () => {
    expectTypeOf<z.output<typeof form.schema>>().toEqualTypeOf<Required<Body>>();
    expectTypeOf<Exact<z.output<typeof form.schema>, Body>>().toEqualTypeOf<true>();
    expectTypeOf<Exact<{ code: string; extra: string }, { code: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Exact<{ code: string }, { code: string; remark?: string }>>().toEqualTypeOf<false>();
    const declared = {
      code: { label: '编码' },
      kind: { label: '类型' },
      qty: { label: '数量' },
      active: { label: '启用' },
      phone: { label: '电话' },
      shelfLife: { label: '保质期' },
    };
    // A form that leaves out an optional body field (remark):
    // @ts-expect-error Property 'remark' is missing
    defineForm(facts, declared);
    // A form that declares a field the body lacks:
    // @ts-expect-error Object literal may only specify known properties
    defineForm(facts, { ...declared, remark: { label: '备注' }, note: { label: '附注' } });
    // A custom rule whose output the body cannot take:
    // @ts-expect-error number is not string | null
    defineForm(facts, { ...declared, remark: { label: '备注', rule: z.number() } });
  });
});

describe('defineForm lines (a document’s lines in the grid)', () => {
  const facts = {
    title: { required: true, type: 'string', maxLength: 32 },
    items: {
      required: true,
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        productName: { required: true, type: 'string', maxLength: 64 },
        quantity: { required: true, type: 'integer', minimum: 1, maximum: 999999 },
        remark: { type: 'string', nullable: true, maxLength: 20 },
      },
    },
  } as const;
  const form = defineForm(
    facts as BodyFacts<
      { title: string; items: { productName: string; quantity: number; remark?: string | null }[] },
      typeof facts
    >,
    {
      title: { label: '报价单' },
      items: {
        label: '报价明细',
        lines: {
          columns: [
            { key: 'productName', title: '产品名称' },
            { key: 'quantity', title: '数量', kind: 'number' },
            { key: 'remark', title: '备注' },
          ],
          newLine: () => ({ quantity: 1 }),
        },
      },
    },
  );

  it('checks each line with the cells’ titles and at least one line, and gives the contract’s lines', () => {
    const messages = (values: object) =>
      form.schema
        .safeParse({ ...form.empty, title: '报价', ...values })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages({ items: [] })).toEqual(['items: 请至少添加 1 行报价明细']);
    const line = { productName: '伺服驱动器', quantity: 1, remark: '' };
    expect(messages({ items: [line, line, line, line] })).toEqual(['items: 报价明细最多 3 行']);
    expect(messages({ items: [{ productName: '', quantity: 0, remark: '' }] })).toEqual([
      'items.0.productName: 请输入产品名称',
      'items.0.quantity: 数量不能小于 1',
    ]);
    expect(
      form.schema.parse({ title: '报价', items: [{ productName: ' 伺服驱动器 ', quantity: 2, remark: '' }] }),
    ).toEqual({
      title: '报价',
      items: [{ productName: '伺服驱动器', quantity: 2, remark: null }],
    });
  });

  it('refuses on save what the grid refuses beyond the facts: a column’s rule, a shown unit’s decimals, the line rule’s errors but not its warnings; the body leaves the shown fields out', () => {
    // A quantity of any number, held to its unit's decimals by the grid's column.
    const numberFacts = {
      ...facts,
      items: {
        ...facts.items,
        items: { ...facts.items.items, quantity: { required: true, type: 'number', minimum: 0 } },
      },
    } as const;
    const ruled = defineForm(
      numberFacts as BodyFacts<
        { title: string; items: { productName: string; quantity: number; remark?: string | null }[] },
        typeof numberFacts
      >,
      {
        title: { label: '报价单' },
        items: {
          label: '报价明细',
          lines: {
            columns: [
              {
                key: 'productName',
                title: '产品名称',
                rule: (value) => (value === '样品' ? '样品不能报价' : undefined),
              },
              {
                key: 'quantity',
                title: '数量',
                kind: 'number',
                // The unit a line shows beside its fields (a picked material's), not a field of the body.
                decimals: (line) => {
                  const { unit, places } = line as { unit?: string; places?: number };
                  return unit === undefined ? undefined : { places: places ?? 0, unit };
                },
              },
              { key: 'remark', title: '备注' },
            ],
            lineRule: (line, index, all) =>
              all.findIndex((other) => other.productName === line.productName) < index
                ? { key: 'productName', message: '产品重复，请确认', level: 'warning' }
                : undefined,
          },
        },
      },
    );
    const messages = (items: object[]) =>
      ruled.schema.safeParse({ title: '报价', items }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages([{ productName: '样品', quantity: 1.5, remark: '', unit: '台', places: 0 }])).toEqual([
      'items.0.productName: 样品不能报价',
      'items.0.quantity: 单位“台”的数量只能是整数',
    ]);
    const line = { productName: '伺服驱动器', quantity: 2.5, remark: '', unit: '千克', places: 3 };
    expect(messages([line, line])).toBeUndefined();
    // What a line only shows is left out of the body.
    expect(ruled.schema.parse({ title: '报价', items: [line] })).toEqual({
      title: '报价',
      items: [{ productName: '伺服驱动器', quantity: 2.5, remark: null }],
    });
  });

  it('shows the lines in the grid: columns with their facts, a new line with the empty inputs and the declared defaults', () => {
    const lines = form.fields().find((f) => f.name === 'items');
    expect(lines?.kind).toBe('lines');
    expect(lines?.lines?.columns.map((c) => c.facts?.required ?? false)).toEqual([true, true, false]);
    expect(lines?.newLine?.()).toEqual({ productName: '', quantity: 1, remark: '' });
    // At least one line wanted: a new record starts with one, to type or paste into.
    expect(form.empty.items).toEqual([{ productName: '', quantity: 1, remark: '' }]);
  });
});
