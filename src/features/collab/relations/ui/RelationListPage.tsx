import { CollabStateTag } from '@/entities/collab/order';
import { collabRelation, collabRelationDisable, collabRelationEnable } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { TagList } from '@/shared/ui/tag-list';
import {
  DIRECTIONS,
  INITIATORS,
  optionsOf,
  RELATION_ACTIONS,
  RELATION_STATES,
  RELATION_TYPES,
  SCOPES,
  type Direction,
  type RelationRow,
} from '../model/relation-states';
import { RelationLogs } from './RelationLogs';

const enable = (row: RelationRow) => collabRelationEnable({ body: { ids: [row.id] } });
const disable = (row: RelationRow) => collabRelationDisable({ body: { ids: [row.id] } });
const STATE_OPTIONS = Object.entries(RELATION_STATES).map(([value, look]) => ({ value, title: look.label }));

/**
 * 客户关系 / 供应商关系: the companies we collaborate with in one direction (the page call's `direction`, injected).
 * The rows carry a relation `state`, not the common enable status: 启用 and 停用 are declared by state here.
 */
function relationPage(direction: Direction, permission: string) {
  const { partner, noun } = DIRECTIONS[direction];
  return defineCrudScreen(collabRelation, {
    noun,
    columns: [
      {
        dataIndex: 'partnerName',
        title: '对方企业',
        width: 240,
        hideAble: false,
        ellipsis: true,
        render: (_, row) => <span title={row.partnerShortName}>{row.partnerName}</span>,
      },
      { dataIndex: 'uscc', title: '统一社会信用代码', width: 200 },
      {
        dataIndex: 'relationType',
        title: '关系类型',
        width: 100,
        options: optionsOf(RELATION_TYPES),
        filter: true,
        render: (_, row) => RELATION_TYPES[row.relationType],
      },
      {
        dataIndex: 'scope',
        title: '协同范围',
        example: '订单 ASN 批次 ',
        render: (_, row) => <TagList items={row.scope.map((scope) => ({ key: scope, label: SCOPES[scope] }))} />,
      },
      {
        dataIndex: 'state',
        title: '状态',
        width: 100,
        options: STATE_OPTIONS,
        filter: true,
        render: (_, row) => <CollabStateTag states={RELATION_STATES} state={row.state} />,
      },
      {
        dataIndex: 'initiator',
        title: '发起方',
        example: '我方',
        options: optionsOf(INITIATORS),
        hide: 'narrow',
        render: (_, row) => INITIATORS[row.initiator],
      },
      { dataIndex: 'invitedAt', title: '邀请时间', example: '2026-11-27 15:10:00', sorter: true },
      { dataIndex: 'establishedAt', title: '建立时间', example: '2026-11-27 15:10:00', hide: 'narrow' },
      {
        dataIndex: 'contactName',
        title: '联系人',
        example: '林晓燕 0755-83218866',
        render: (_, row) => [row.contactName, row.contactPhone].filter(Boolean).join(' '),
      },
      { dataIndex: 'masterCode', title: `${partner}编码`, example: 'SUP-0047', hide: 'narrow' },
      { dataIndex: 'disabledAt', title: '停用时间', example: '2026-09-25 10:10:00', hide: true },
      'remark',
    ],
    conditions: [
      { key: 'partnerName', title: '对方企业', type: 'input', placeholder: '全称或简称' },
      'uscc',
      'relationType',
      'state',
    ],
    add: { label: '邀请', load: () => import('./InviteDialog').then((m) => m.inviteDialog(direction)) },
    detail: {
      title: `${noun}详情`,
      items: (relation) => [
        'partnerName',
        { label: '简称', value: relation.partnerShortName },
        'uscc',
        'relationType',
        'scope',
        'state',
        'initiator',
        'invitedAt',
        'establishedAt',
        'disabledAt',
        'contactName',
        'masterCode',
        { label: '备注', value: relation.remark, span: 3 },
        { label: '记录', value: <RelationLogs logs={relation.logs} />, span: 3 },
      ],
    },
    rowActions: [
      'detail',
      {
        kind: 'call',
        action: 'active',
        title: '接受邀请',
        require: `${permission}:enable`,
        confirm: true,
        when: RELATION_ACTIONS.accept,
        run: enable,
        done: '已接受邀请，协同关系已建立',
      },
      {
        kind: 'call',
        action: 'enable',
        title: '启用',
        require: `${permission}:enable`,
        confirm: true,
        when: RELATION_ACTIONS.enable,
        run: enable,
        done: '已启用',
      },
      {
        kind: 'call',
        action: 'disable',
        title: '停用',
        require: `${permission}:disable`,
        confirm: true,
        danger: true,
        when: RELATION_ACTIONS.disable,
        run: disable,
        done: '已停用',
      },
      {
        kind: 'call',
        action: 'revoke',
        title: '撤回邀请',
        require: `${permission}:disable`,
        confirm: true,
        when: RELATION_ACTIONS.withdraw,
        run: disable,
        done: '已撤回邀请',
      },
      {
        kind: 'call',
        action: 'close',
        title: '谢绝邀请',
        require: `${permission}:disable`,
        confirm: true,
        danger: true,
        when: RELATION_ACTIONS.decline,
        run: disable,
        done: '已谢绝邀请',
      },
    ],
    table: { injectedParams: { direction }, addPermission: `${permission}:invite` },
  });
}

/** 客户关系 (scm.collabCustomer): the customers that order from us on the platform. */
export const CustomerRelationPage = relationPage('CUSTOMER', 'collabCustomer');
/** 供应商关系 (scm.collabSupplier): the suppliers we order from on the platform. */
export const SupplierRelationPage = relationPage('SUPPLIER', 'collabSupplier');
