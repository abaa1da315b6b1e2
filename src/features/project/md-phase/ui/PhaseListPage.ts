import { pmMdPhase } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 项目阶段: the stage-gate phases P0–P6 in their order, each with its gate review and deliverables; a phase in use is refused deletion by the server (disable it). */
export const PhaseListPage = defineCrudScreen(pmMdPhase, {
  noun: '项目阶段',
  columns: [
    { dataIndex: 'code', title: '阶段编码', example: 'P0', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '阶段名称', example: '设计开发' },
    { dataIndex: 'gateName', title: '阶段门评审', example: 'G3 设计冻结评审' },
    { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
    { dataIndex: 'deliverables', title: '阶段交付物', width: 320, ellipsis: true },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '阶段名称', type: 'input' },
    { key: 'code', title: '阶段编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '阶段编码', placeholder: '如 P3' },
    name: { label: '阶段名称', placeholder: '如 设计开发' },
    gateName: { label: '阶段门评审', placeholder: '如 G3 设计冻结评审' },
    sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
    deliverables: {
      label: '阶段交付物',
      kind: 'textarea',
      wide: true,
      placeholder: '以“、”分隔，如 原理图、PCB、DFMEA',
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  formWidth: 720,
});
