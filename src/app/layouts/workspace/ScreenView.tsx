import { EmbeddedPage } from '@/features/home/embedded';
import { PermissionDenied, usePermissions } from '@/entities/permission';
import { ExceptionPage } from '@/shared/ui/exception';
import { isDirectory, type AppRoute } from '../../routes/route-table';
import { RegistryScreen } from './RegistryScreen';

/**
 * What a route shows: its screen from the registry (unknown key: 404, §2.2) or an embedded page; a route the user
 * may not open shows the 权限不足 panel (§6). Directories are forwarded by the workspace before they get here.
 */
export function ScreenView({ route }: { route: AppRoute }) {
  const { canRoute } = usePermissions();
  if (!canRoute(route.permission)) return <PermissionDenied codes={[...route.permission]} />;
  if (route.component === 'Iframe') return <EmbeddedPage link={route.link} />;
  const notFound = <ExceptionPage status={404} />;
  if (isDirectory(route)) return notFound;
  return <RegistryScreen name={route.component} missing={notFound} />;
}
