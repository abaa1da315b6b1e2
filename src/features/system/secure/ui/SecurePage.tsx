import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { sysSecureDetailQueryOptions } from '@/shared/api';
import { QueryFailure } from '@/shared/ui/load-failure';
import { SecureForm } from './SecureForm';

/** 安全设置 (issue 16): the enterprise's one security settings record, loaded and saved whole. */
export function SecurePage() {
  const secure = useQuery(sysSecureDetailQueryOptions());
  return (
    <Card>
      {secure.isPending && <Skeleton active />}
      <QueryFailure query={secure} title="安全设置加载失败" />
      {/* A save that changed the stamp starts the form again from what the server now holds. */}
      {secure.data && <SecureForm key={secure.data.updateTime ?? 'defaults'} secure={secure.data} />}
    </Card>
  );
}
