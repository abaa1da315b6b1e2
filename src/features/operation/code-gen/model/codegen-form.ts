import * as z from 'zod/mini';
import { opCodeGenAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { CodeGenConfig } from './codegen-list';
import { GENERATE_TYPES, MODULES } from './codegen-list';

const MODULE_VALUES = MODULES.map((m) => m.value);

/** mes_equipment → MesEquipment: the class name a table suggests (PascalCase of its snake_case words). */
export function classNameOf(tableName: string): string {
  return tableName
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}

/** The module a table's prefix names (mes_equipment → mes; qm_ tables belong to mes), or null when none does. */
export function moduleOf(tableName: string): (typeof MODULE_VALUES)[number] | null {
  const prefix = tableName.split('_')[0] ?? '';
  if (prefix === 'qm' || prefix === 'wms') return 'mes';
  return (MODULE_VALUES as readonly string[]).includes(prefix) ? (prefix as (typeof MODULE_VALUES)[number]) : null;
}

/** com.jgzz.mes.modular.equipment: the package a module and table suggest (the table's words after its prefix). */
export function packageOf(moduleName: string, tableName: string): string {
  const words = tableName.split('_').filter(Boolean);
  const rest = words.length > 1 ? words.slice(1) : words;
  return `com.jgzz.${moduleName}.modular.${rest.join('')}`;
}

/** 代码生成配置 add/edit on the contract's OpCodeGenForm; the table is picked from the database's tables. */
export const codeGenForm = defineForm(opCodeGenAddBodyFacts, {
  tableName: { label: '表名', kind: 'custom', rule: z.string().check(z.minLength(1, '请选择表')) },
  className: {
    label: '类名',
    placeholder: '如 MesEquipment',
    rule: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '请输入类名'),
        z.maxLength(64, '类名不能超过 64 个字符'),
        z.regex(/^[A-Z][A-Za-z0-9]*$/, '类名须以大写字母开头，只含字母和数字（大驼峰）'),
      ),
  },
  functionName: { label: '功能名', placeholder: '菜单与注释中的名称，如 设备台账' },
  moduleName: { label: '所属模块', kind: 'select', options: MODULES, rule: z.literal(MODULE_VALUES, '请选择所属模块') },
  packageName: {
    label: '包名',
    placeholder: '如 com.jgzz.mes.modular.equipment',
    wide: true,
    rule: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '请输入包名'),
        z.maxLength(128, '包名不能超过 128 个字符'),
        z.regex(
          /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/,
          '包名由小写字母开头的段以“.”连接，如 com.jgzz.mes.modular.equipment',
        ),
      ),
  },
  author: { label: '作者' },
  generateType: { label: '生成方式', options: GENERATE_TYPES },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type CodeGenFormValues = typeof codeGenForm.empty;
export type CodeGenFormBody = z.output<typeof codeGenForm.schema>;

export function codeGenFormValues(config: CodeGenConfig): CodeGenFormValues {
  return {
    tableName: config.tableName,
    className: config.className,
    functionName: config.functionName,
    moduleName: config.moduleName,
    packageName: config.packageName,
    author: config.author,
    generateType: config.generateType,
    remark: config.remark ?? '',
  };
}
