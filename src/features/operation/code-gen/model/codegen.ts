import type { SearchOption } from '@/shared/lib/table-query';

/** The back end's modules (the contract's moduleName). */
export const MODULES = [
  { title: '平台 bos', value: 'bos' },
  { title: '系统 sys', value: 'sys' },
  { title: '供应链 scm', value: 'scm' },
  { title: '制造执行 mes', value: 'mes' },
  { title: '项目 pm', value: 'pm' },
] as const satisfies readonly SearchOption[];

export const GENERATE_TYPES = [
  { title: '下载压缩包', value: 'ZIP' },
  { title: '生成到项目', value: 'PROJECT' },
] as const satisfies readonly SearchOption[];

export const MODULE_VALUES = MODULES.map((m) => m.value);

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
