import { useQuery } from '@tanstack/react-query';
import { Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { sysMessageMyDetailQueryOptions } from '@/shared/api';
import { SafeHtml } from '@/shared/ui/safe-html';
import { QueryFailure } from '@/shared/ui/load-failure';
import { messageTypeOf, type MyMessage } from '../model/message-types';

interface MessageReadDialogProps {
  message: MyMessage;
  onClose: () => void;
}

/** One received message: title, type, who published it and when, and the body shown sanitised. */
export function MessageReadDialog({ message, onClose }: MessageReadDialogProps) {
  const detail = useQuery(sysMessageMyDetailQueryOptions({ query: { id: message.id } }));
  const type = messageTypeOf(message.type);
  return (
    <Modal open title={message.title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <Tag color={type.color}>{type.title}</Tag>
        <Typography.Text type="secondary">
          {message.publisherName ?? '系统'} 发布于 {message.publishTime}
        </Typography.Text>
      </Flex>
      {detail.isPending && <Skeleton active />}
      <QueryFailure query={detail} title="消息加载失败" />
      {detail.data && <SafeHtml html={detail.data.content} />}
    </Modal>
  );
}
