import { Popover } from 'antd';
import { Link } from 'react-router-dom';
import { BRAND, HOME_PATH } from '@/shared/config';
import { logoTitleLimit, truncateAt } from '@/shared/lib/text';
import styles from './BasicLayout.module.css';

/** Logo and title; the title is cut at 10/9 characters, 8/7 in top-menu mode (product.md §2.4). */
export function Logo({ collapsed, topMenu, dark }: { collapsed?: boolean; topMenu: boolean; dark: boolean }) {
  const { text, truncated } = truncateAt(BRAND, logoTitleLimit(topMenu));
  const title = <span className={styles.logoTitle}>{text}</span>;
  return (
    // Named by its title; only the collapsed logo, which shows no title, needs a label.
    <Link
      to={HOME_PATH}
      className={`${styles.logo} ${dark ? styles.logoDark : ''}`}
      aria-label={collapsed ? BRAND : undefined}
    >
      <span className={styles.logoMark} aria-hidden="true">
        智
      </span>
      {!collapsed && (truncated ? <Popover content={BRAND}>{title}</Popover> : title)}
    </Link>
  );
}
