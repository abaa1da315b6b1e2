import { ExceptionPage } from '@/shared/ui/exception';
import { RegistryScreen } from '../layouts/workspace/RegistryScreen';

/** A public route's screen by registry key; a screen not built yet shows 404 (still in development, product.md §2.4). */
export function PublicScreen({ screen }: { screen: string }) {
  return <RegistryScreen name={screen} missing={<ExceptionPage status={404} />} fullscreenSpinner />;
}
