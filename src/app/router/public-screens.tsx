import { ExceptionPage } from '@/shared/ui/exception';
import { PublicScreen } from './PublicScreen';

/** Screens of the public routes (product.md §2.1), loaded only when one is visited so the login route stays small. */
export const RegisterIndex = () => <PublicScreen screen="registerIndex" />;
export const RegisterCreate = () => <PublicScreen screen="registerCreate" />;
export const RegisterUpdate = () => <PublicScreen screen="registerUpdate" />;
export const RegisterDetail = () => <PublicScreen screen="registerDetail" />;
export const NotFound = () => <ExceptionPage status={404} />;
