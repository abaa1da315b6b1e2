import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { navigationHistory } from '@/shared/lib/navigation-history';
import { breadcrumbOf, isDetailPath, type AppRoute } from '../../routes/route-table';
import styles from './Workspace.module.css';

/**
 * The page header (product.md §2.4): product name and up to 4 route titles, skipping detail routes; a detail route shows a
 * back link titled '-' (product.md §2.2). Back goes to the second-to-last history entry, else the browser's back.
 */
export function PageHeaderBar({ route, productName }: { route: AppRoute; productName: string | undefined }) {
  const navigate = useNavigate();
  const detail = isDetailPath(route.path);
  const back = () => {
    const target = navigationHistory.back();
    void (target ? navigate(target, { replace: true }) : navigate(-1));
  };
  const items = [productName, ...breadcrumbOf(route).map((step) => step.title)]
    .filter((title): title is string => Boolean(title))
    .map((title) => ({ title }));
  return (
    <header className={styles.pageHeader}>
      <Breadcrumb items={items} />
      <div className={styles.pageTitle}>
        {detail && <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={back} />}
        {/* The page's one level-one heading (WCAG: a page has an h1), sized as antd's h4. */}
        <h1 className={styles.pageTitleText}>{detail ? '-' : route.title}</h1>
      </div>
    </header>
  );
}
