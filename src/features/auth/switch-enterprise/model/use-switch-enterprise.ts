import { Modal } from 'antd';
import { useCallback } from 'react';
import type { UserInfo } from '@/entities/session';
import { switchLoginEnterprise } from '@/shared/api';
import { pageReload } from '@/shared/lib/browser';

export type OptionalEnterprise = UserInfo['optionalEnterpriseList'][number];

/**
 * Switching enterprise (product.md §2.4, §4.6): confirm, switchLoginEnterprise, reload. The answer is a VoidResult: the server
 * rebinds the same token to the new enterprise, so there is no token to store; the reload loads the new menus.
 */
export function useSwitchEnterprise(): (enterprise: OptionalEnterprise) => void {
  return useCallback((enterprise: OptionalEnterprise) => {
    Modal.confirm({
      title: '确认切换企业吗 ？',
      content: `确定将当前企业切换至【${enterprise.alias}】？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await switchLoginEnterprise({ body: { enterpriseId: enterprise.id } });
        } catch {
          // The error catalogue showed the server's message; stay in the current enterprise.
          return;
        }
        pageReload.reload();
      },
    });
  }, []);
}
