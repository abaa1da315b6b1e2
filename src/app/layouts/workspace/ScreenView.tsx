import { Suspense } from 'react';
import { PermissionDenied, usePermissions } from '@/entities/permission';
import { KnownScreensContext } from '@/shared/lib/workspace';
import { Spinner } from '@/shared/ui/spinner';
import { isDirectory, LAYOUT_KEYS, type AppRoute } from '../../routes/route-table';
import { EmbeddedPage, ExceptionPage } from './lazy-pages';
import { hasScreen, RegistryScreen } from './RegistryScreen';

/** Whether a route record's component can be shown: a registry key or a layout key (the 平台功能 form warns otherwise). */
const isKnownComponent = (key: string) => hasScreen(key) || LAYOUT_KEYS.has(key);

/**
 * What a route shows: its screen from the registry (unknown key: 404, product.md §2.2) or an embedded page; a route the user
 * may not open shows the 权限不足 panel (product.md §6). Directories are forwarded by the workspace before they get here.
 */
export function ScreenView({ route }: { route: AppRoute }) {
  // The panels below load on first use; the screens have their own boundary in RegistryScreen.
  return (
    <KnownScreensContext value={isKnownComponent}>
      <Suspense fallback={<Spinner />}>
        <RouteContent route={route} />
      </Suspense>
    </KnownScreensContext>
  );
}

function RouteContent({ route }: { route: AppRoute }) {
  const { canRoute } = usePermissions();
  if (!canRoute(route.permission)) return <PermissionDenied codes={[...route.permission]} />;
  if (route.component === 'Iframe') return <EmbeddedPage link={route.link} />;
  const notFound = <ExceptionPage status={404} />;
  if (isDirectory(route)) return notFound;
  return <RegistryScreen name={route.component} missing={notFound} />;
}
