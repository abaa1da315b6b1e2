import { Spinner } from '@/shared/ui/spinner';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { endSession, useUserDetails } from '@/entities/session';
import { isTransientApiError } from '@/shared/api';
import { LOGIN_PATH } from '@/shared/config';
import { LookupsProvider } from '@/shared/lib/lookups';
import { userMessageOf } from '@/shared/lib/errors';
import { ErrorScreen } from '@/shared/ui/error-screen';
import { Modal, message } from '../setup/feedback';
import { chooseProduct, landingPath, productHome, productScreenKeys } from '../routes/product-choice';
import { loadScreenModules } from '../screens/registry';
import { ShellContext, type Shell } from './shell-context';
import { useRouteTables } from './use-route-tables';
import { useSessionLookups } from './use-session-lookups';
import { useStableNavigate } from '@/shared/lib/router';

/**
 * Everything behind the login: loads the user details once, chooses the product (product.md §2.2) and provides the route
 * tables. User details the server refuses end the session and return to /login with the wanted path (product.md §2.2, §8);
 * a transient failure (no answer, time-out, server error, malformed answer) keeps the session and offers 重试.
 */
export function SessionShell() {
  const user = useUserDetails();
  const location = useLocation();
  const navigate = useStableNavigate();
  const [productId, setProductId] = useState<string>();
  const announced = useRef(false);

  const info = user.data;
  const product = useMemo(
    () => (info ? chooseProduct(info.products, info.functionTree, location.pathname, productId) : undefined),
    [info, location.pathname, productId],
  );
  const tables = useRouteTables(info, product?.id);
  // The product's module registries load as soon as the product is known, beside its menu, not with the first of its
  // screens (architecture.md §9). A failed load is tried again by the screen that needs it.
  useEffect(() => {
    if (info && product) loadScreenModules(productScreenKeys(info.functionTree, product.id)).catch(() => undefined);
  }, [info, product]);
  const lookups = useSessionLookups();

  // No answer, a time-out, a server error or a malformed answer says nothing about the session: it is kept and
  // the person can retry. Only a definite answer (a failure envelope, a session code, 401/403) ends it (product.md §8).
  const transient = user.isError && isTransientApiError(user.error);

  useEffect(() => {
    if (!user.isError || transient || announced.current) return;
    announced.current = true;
    endSession();
    Modal.error({ title: '提示', content: userMessageOf(user.error) });
  }, [user.isError, user.error, transient]);

  const shell = useMemo<Shell | undefined>(() => {
    if (!info) return undefined;
    return {
      user: info,
      product,
      ...tables,
      selectProduct(id) {
        const next = info.products.find((p) => p.id === id);
        if (!next || next.id === product?.id) return;
        void message.loading({ content: '正在切换模块！', key: 'switch-product', duration: 0.6 });
        setProductId(next.id);
        void navigate(productHome(next));
      },
    };
  }, [info, product, tables, navigate]);

  // A failed reload (after a grant, product.md §6) keeps the shell that is on screen: nothing typed is lost.
  if (transient && !user.isFetching && !info) {
    return (
      <ErrorScreen
        title="用户信息加载失败"
        description={
          <>
            {userMessageOf(user.error)}
            <br />
            登录信息已保留，点击“重试”重新加载。
          </>
        }
        actionText="重试"
        onAction={() => void user.refetch()}
      />
    );
  }
  if (user.isError && !transient) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (!shell) return <Spinner fullscreen label="正在加载用户信息…" />;
  const landing = landingPath(location.pathname, product);
  if (landing) return <Navigate to={landing} replace />;
  return (
    <ShellContext value={shell}>
      <LookupsProvider value={lookups}>
        <Outlet />
      </LookupsProvider>
    </ShellContext>
  );
}
