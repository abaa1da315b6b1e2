import { pmMdPhase } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 项目阶段: the stage-gate phases P0–P6 in their order, each with its gate review and deliverables; a phase in use is refused deletion by the server (disable it). */
export const PhaseListPage = defineCrudScreen(pmMdPhase, {
  noun: '项目阶段',
  columns: [
    { dataIndex: 'code', title: '阶段编码', example: 'P0', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '阶段名称', example: '设计开发' },
    { dataIndex: 'gateName', title: '阶段门评审', example: 'G3 设计冻结评审' },
    'sort',
    { dataIndex: 'deliverables', title: '阶段交付物', width: 320, ellipsis: true },
    'status',
    'remark',
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    code: { placeholder: '如 P3' },
    name: { placeholder: '如 设计开发' },
    gateName: { placeholder: '如 G3 设计冻结评审' },
    sort: { placeholder: '0–9999，越小越靠前' },
    deliverables: {
      kind: 'textarea',
      wide: true,
      placeholder: '以“、”分隔，如 原理图、PCB、DFMEA',
    },
    remark: { kind: 'textarea', wide: true },
  },
  formWidth: 720,
});
