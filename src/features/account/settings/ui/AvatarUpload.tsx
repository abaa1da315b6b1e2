import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, message, Typography, Upload } from 'antd';
import { useState } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import { fileProblem } from '@/shared/lib/upload';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { shownCentrally, uploadAvatar } from '../api/upload-avatar';
import { AVATAR_EXTENSIONS, AVATAR_MAX_MB } from '../config/sections';
import { useRefreshProfile } from '../model/use-refresh-profile';

interface AvatarUploadProps {
  avatar: string | null;
  name: string;
}

/** 更换头像: checked here (product.md §5 image rules), uploaded through the policy, then set as the avatar. */
export function AvatarUpload({ avatar, name }: AvatarUploadProps) {
  const refreshProfile = useRefreshProfile();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await uploadAvatar(file);
      await refreshProfile();
      void message.success('头像已更新');
    } catch (error) {
      if (!shownCentrally(error)) void message.error(userMessageOf(error, '头像更新失败，请稍后重试'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical align="center" gap={16}>
      <Typography.Text type="secondary">头像</Typography.Text>
      <UserAvatar src={avatar} name={name} size={144} />
      <Upload
        accept={AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          const problem = fileProblem(file, 'productImage', AVATAR_MAX_MB);
          if (problem) void message.error(problem);
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file }) => {
          if (file instanceof File) void upload(file);
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          更换头像
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        支持 {AVATAR_EXTENSIONS.join('、')} 格式，不超过 {AVATAR_MAX_MB}MB
      </Typography.Text>
    </Flex>
  );
}
