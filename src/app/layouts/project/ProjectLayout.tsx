import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Layout, Popover, Spin, Tag } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ProjectPermissionScope } from '@/entities/permission';
import { useProjectDetail } from '@/entities/project';
import { TOAST_SECONDS } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import { PROJECT_TITLE_LIMIT, truncateAt } from '@/shared/lib/text';
import { ExceptionPage } from '@/shared/ui/exception';
import { queryFailure } from '@/shared/ui/load-failure';
import { DEVELOPMENT_HOME } from '../../routes/product-choice';
import { PROJECT_BASE, PROJECT_TABS } from '../../routes/project-routes';
import { message } from '../../setup/feedback';
import { useShell } from '../../shell/shell-context';
import { RegistryScreen } from '../workspace/RegistryScreen';
import styles from './ProjectLayout.module.css';

/**
 * The project layout (product.md §2.3): project id in the query (?id=), header tags with number, title (cut at 32, full text in
 * a popover) and phase, top tabs that keep the id, and a footer with the enterprise name.
 */
export function ProjectLayout() {
  const { user } = useShell();
  const { tab = 'index' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = params.get('id') ?? undefined;
  const project = useProjectDetail(id);
  const current = PROJECT_TABS.find((t) => t.path === tab);
  usePageTitle(current?.title ?? '项目');

  useEffect(() => {
    if (!id)
      void message.error({ key: 'project-id', content: '未找到项目 id，请检查地址栏参数', duration: TOAST_SECONDS });
  }, [id]);
  // A failed answer, or one without the project (`data: null`), is said — never a header silently left empty.
  const failure = queryFailure(project, () => true);
  useEffect(() => {
    if (failure)
      void message.error({ key: 'project-fetch', content: `获取项目信息失败：${failure}`, duration: TOAST_SECONDS });
  }, [failure]);

  const info = project.data;
  const title = info ? truncateAt(info.title, PROJECT_TITLE_LIMIT) : undefined;

  return (
    <Layout className={styles.root}>
      <header className={styles.header}>
        {/* The page's level-one heading for assistive technology; the tags below show the same to the eye. */}
        <h1 className="visually-hidden">{[info?.title, current?.title].filter(Boolean).join(' · ') || '项目'}</h1>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => void navigate(DEVELOPMENT_HOME)}>
          项目工作台
        </Button>
        {info && title && (
          <div className={styles.tags} aria-label="项目信息">
            <Tag color="blue">{info.no}</Tag>
            {title.truncated ? (
              <Popover content={info.title}>
                <Tag className={styles.title}>{title.text}</Tag>
              </Popover>
            ) : (
              <Tag className={styles.title}>{title.text}</Tag>
            )}
            <Tag color="purple">
              {info.projPhaseName}（{info.projPhaseCode}）
            </Tag>
          </div>
        )}
        {project.isPending && id && <Spin size="small" />}
        {failure && (
          <Button size="small" onClick={() => void project.refetch()}>
            重试
          </Button>
        )}
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => void navigate(`${PROJECT_BASE}/${key}${location.search}`)}
        items={PROJECT_TABS.filter((t) => t.inTabs).map((t) => ({ key: t.path, label: t.title }))}
      />
      <Layout.Content className={styles.content}>
        {/* Every action of a tab is gated by the project permission set (product.md §6). */}
        <ProjectPermissionScope>
          <RegistryScreen key={tab} name={current?.component ?? ''} missing={<ExceptionPage status={404} />} />
        </ProjectPermissionScope>
      </Layout.Content>
      <Layout.Footer className={styles.footer}>Copyright © 2026 {user.corpName}</Layout.Footer>
    </Layout>
  );
}
