import { Button, Flex, Modal, Table, Typography, message } from 'antd';
import { useState } from 'react';
import { UserMultiSelect } from '@/entities/user';
import {
  mfgTeamMemberAdd,
  mfgTeamMemberDelete,
  useMfgTeamMemberList,
  type MfgTeamMemberListData,
  type MfgTeamPageData,
} from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { skillTitle } from '../model/skill-levels';

type TeamMember = MfgTeamMemberListData[number];

/** 成员: the team's members; users are added through the user picker, a member is removed after a confirmation. */
export function TeamMembersDrawer({ row: team, onClose, refetch }: RowPanelProps<MfgTeamPageData['rows'][number]>) {
  const members = useMfgTeamMemberList({ body: { teamId: team.id } });
  const [picked, setPicked] = useState<string[]>([]);
  const changed = async (done: string) => {
    void message.success(done);
    await Promise.all([members.refetch(), refetch()]);
  };
  // Not quiet: the request layer shows a refusal; the picked users stay for another try.
  const { saving: adding, save: add } = useSave(async () => {
    await mfgTeamMemberAdd({ body: { teamId: team.id, userIds: picked } });
    setPicked([]);
    await changed(`已添加 ${picked.length} 名成员`);
  });
  const remove = (member: TeamMember) =>
    Modal.confirm({
      title: '移除成员',
      content: `确认将“${member.name}”移出${team.name}吗？`,
      okText: '移除',
      okButtonProps: { danger: true },
      onOk: async () => {
        await mfgTeamMemberDelete({ body: { teamId: team.id, ids: [member.id] } });
        await changed('已移除');
      },
    });
  const known = new Set((members.data ?? []).map((member) => member.userId));
  return (
    <AppDrawer open title={`班组成员：${team.name}`} onClose={onClose}>
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <label htmlFor="memberUserIds">添加人员</label>
          <div style={{ flex: 1 }}>
            <UserMultiSelect
              id="memberUserIds"
              value={picked}
              onChange={(ids) => setPicked(ids.filter((id) => !known.has(id)))}
              placeholder="选择要加入的人员"
            />
          </div>
          <Button type="primary" disabled={picked.length === 0} loading={adding} onClick={() => void add()}>
            添加成员
          </Button>
        </Flex>
        <Typography.Text type="secondary">共 {members.data?.length ?? 0} 人；一人只能在一个班组。</Typography.Text>
        <Table<TeamMember>
          rowKey="id"
          size="small"
          loading={members.isPending}
          dataSource={members.data ?? []}
          pagination={false}
          columns={[
            { dataIndex: 'jobNo', title: '工号', render: (value?: string | null) => value ?? '—' },
            { dataIndex: 'name', title: '姓名' },
            { dataIndex: 'postName', title: '岗位', render: (value?: string | null) => value ?? '—' },
            { dataIndex: 'skillLevel', title: '技能等级', render: (value?: string | null) => skillTitle(value) },
            { dataIndex: 'joinDate', title: '加入日期', render: (value?: string | null) => value ?? '—' },
            {
              key: 'action',
              title: '操作',
              render: (_value, member) => (
                <Button type="link" danger size="small" onClick={() => remove(member)}>
                  移除
                </Button>
              ),
            },
          ]}
        />
      </Flex>
    </AppDrawer>
  );
}
