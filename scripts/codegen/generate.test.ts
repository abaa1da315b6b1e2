// @vitest-environment node
/**
 * The codegen's promise to developers: a spec change without regeneration is caught by --check, and after
 * regeneration code that uses a removed field no longer compiles.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from './generate.ts';
import { buildManifest, FAMILIES, operationKind, type OperationEntry } from './manifest.ts';
import { findResources, renderResource, type ResourceEntry } from './resources.ts';

const root = join(import.meta.dirname, '../..');
let work: string;

beforeAll(async () => {
  // .cache exists under npm test, not always when this file runs alone.
  await mkdir(join(root, '.cache'), { recursive: true });
  work = await mkdtemp(join(root, '.cache', 'codegen-test-'));
  await cp(join(root, 'openapi'), join(work, 'openapi'), { recursive: true });
  const mes = join(work, 'openapi/mes.yaml');
  const spec = await readFile(mes, 'utf8');
  const changed = spec.replace(/^\s+deptName: \{ type: string, description: 所属生产部门 \}\n/m, '');
  expect(changed).not.toBe(spec);
  await writeFile(
    mes,
    changed.replace(
      'required: [id, code, name, deptId, deptName, status]',
      'required: [id, code, name, deptId, status]',
    ),
  );
}, 30_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('codegen', () => {
  it('--check reports the generated files a spec change makes stale', async () => {
    const result = await generate({
      specDir: join(work, 'openapi'),
      outDir: join(root, 'src/shared/api/generated'),
      check: true,
    });
    expect(result.stale).toContain('mes/schema.ts');
    expect(result.stale).not.toContain('bos/schema.ts');
  }, 30_000);

  it('after regenerating, a screen that reads the removed field fails to compile', async () => {
    const out = join(work, 'generated');
    await generate({ specDir: join(work, 'openapi'), outDir: out, check: false });
    const probe = join(out, 'probe.ts');
    await writeFile(
      probe,
      "import type { components } from './mes/schema';\nexport const dept = (line: components['schemas']['MfgLine']) => line.deptName;\n",
    );
    const program = ts.createProgram([probe], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages.some((m) => m.includes("Property 'deptName' does not exist"))).toBe(true);
  }, 30_000);
});

describe('read or write', () => {
  it('GET reads, a POST reads by its query verb, everything else writes', () => {
    const kind = (method: string, path: string, extra = {}) =>
      operationKind(method, path, { operationId: 'x', ...extra });
    expect(kind('GET', '/scm/mdHouse/detail')).toBe('read');
    for (const tail of [
      'page',
      'pageForQtn',
      'list',
      'tree',
      'detail',
      'getUploadPolicy',
      'queryNameByCode',
      'checkUscc',
      'hasProc',
      'preview',
      'wipMaterialPage',
      'permissionList',
    ]) {
      expect(kind('POST', `/a/b/${tail}`), tail).toBe('read');
    }
    for (const tail of [
      'add',
      'edit',
      'delete',
      'enable',
      'create',
      'update',
      'save',
      'export',
      'importCheck',
      'identify',
      'wipMaterialCreate',
      'exportForMdMaterialSupplier',
    ]) {
      expect(kind('POST', `/a/b/${tail}`), tail).toBe('write');
    }
  });

  it('x-kind overrides the rule, and only read or write is accepted', () => {
    expect(operationKind('GET', '/bos/logout', { operationId: 'logout', 'x-kind': 'write' })).toBe('write');
    expect(operationKind('POST', '/a/identify', { operationId: 'identify', 'x-kind': 'read' })).toBe('read');
    expect(() => operationKind('POST', '/a/add', { operationId: 'a', 'x-kind': 'query' })).toThrow(/x-kind/);
  });
});

describe('the five specs', () => {
  let ops: OperationEntry[];
  const op = (id: string) => {
    const found = ops.find((o) => o.operationId === id);
    if (!found) throw new Error(`no operation ${id}`);
    return found;
  };
  beforeAll(async () => {
    ops = (await Promise.all(FAMILIES.map((f) => buildManifest(join(root, 'openapi'), f)))).flat();
  });

  it('classifies the session-changing GETs and the SMS/captcha calls as writes (x-kind)', () => {
    for (const id of [
      'logout',
      'sysChooseLoginCorp',
      'sysChooseLoginUser',
      'getSmsCode',
      'sysGetSmsCode',
      'captchaCheck',
    ])
      expect(op(id).kind, id).toBe('write');
    for (const id of [
      'createLoginSession',
      'getLoginUserDetails',
      'mdHousePage',
      'idpFunctionQueryNameByCode',
      'opCorpRegCheckUscc',
    ])
      expect(op(id).kind, id).toBe('read');
  });

  it('knows pages and lists a table can show, not trees', () => {
    expect(op('mdHousePage').list).toBe('page');
    expect(op('sysDeptPage').list).toBe('page');
    expect(op('cdUomList').list).toBe('array');
    expect(op('mdGroupTree').list).toBe('none');
    expect(op('mdHouseDetail').list).toBe('none');
  });

  it("gives write bodies their fields' facts, through $ref and allOf", () => {
    expect(op('mdHousePage').bodyFacts).toBeUndefined();
    const edit = op('mdHouseEdit').bodyFacts ?? {};
    expect(edit.id).toMatchObject({ required: true, type: 'string' });
    expect(edit.code).toEqual({ required: true, type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });
    expect(edit.houseType).toEqual({
      required: true,
      type: 'string',
      enum: ['RAW', 'SEMI', 'FIN', 'LINE', 'NG', 'BOND'],
    });
    expect(edit.address).toEqual({ type: 'string', nullable: true, maxLength: 255 });
    expect(edit.locationManaged).toEqual({ required: true, type: 'boolean' });
  });

  it("bundles the operations under one path by what they do: the screen kit's resources", () => {
    const resources = new Map(findResources(ops).map((r) => [r.name, r]));
    const roles = (name: string) =>
      Object.fromEntries(Object.entries(resources.get(name)?.ops ?? {}).map(([role, o]) => [role, o.operationId]));
    // A page before a plain list; the detail by id; rows with a status get the state actions.
    expect(roles('pmMdRole')).toEqual({
      source: 'pmMdRolePage',
      add: 'pmMdRoleAdd',
      edit: 'pmMdRoleEdit',
      enable: 'pmMdRoleEnable',
      disable: 'pmMdRoleDisable',
      delete: 'pmMdRoleDelete',
    });
    expect(resources.get('pmMdRole')?.status).toBe(true);
    expect(roles('mdHouse')).toMatchObject({ source: 'mdHousePage', detail: 'mdHouseDetail' });
    // v2 common data: create and update; named after the list call, not the path (…/material/page is cdMaterial).
    expect(roles('cdMaterial')).toMatchObject({
      source: 'cdMaterialPage',
      add: 'cdMaterialCreate',
      edit: 'cdMaterialUpdate',
      export: 'cdMaterialExport',
    });
    expect(resources.has('material')).toBe(false);
    // Rows without the contract's Status: a plain remove, no 启用/停用 even where the calls exist.
    expect(resources.get('mfgRouting')?.status).toBe(false);
    expect(renderResource(resources.get('mfgRouting') as ResourceEntry)).toMatch(/remove: mfgRoutingDelete,/);
    expect(renderResource(resources.get('mfgRouting') as ResourceEntry)).not.toMatch(/Enable/);
  });
});

describe('generated modules', () => {
  it('reads get query hooks and a source, writes a mutation hook and facts, downloads neither', async () => {
    const gen = (file: string) => readFile(join(root, 'src/shared/api/generated', file), 'utf8');
    const page = await gen('scm/operations/mdHousePage.ts');
    expect(page).toContain('export const useMdHousePage =');
    expect(page).toContain('export const mdHousePageSource = {');
    expect(page).not.toContain('Mutation');
    const add = await gen('scm/operations/mdHouseAdd.ts');
    expect(add).toContain('export const useMdHouseAddMutation =');
    expect(add).toContain('export const mdHouseAddBodyFacts');
    expect(add).not.toMatch(/useQuery|QueryKey/);
    const download = await gen('mes/operations/mfgLineExport.ts');
    expect(download).not.toMatch(/useQuery|useMutation|Source|BodyFacts/);
  });
});
