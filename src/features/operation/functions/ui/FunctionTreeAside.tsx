import { useQuery } from '@tanstack/react-query';
import { Segmented, Select } from 'antd';
import { useState } from 'react';
import { useUserDetails } from '@/entities/session';
import { idpFunctionLicenceTreeQueryOptions, idpFunctionTreeQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { TreePanel } from '@/shared/ui/tree-panel';
import { nodeTitle, productOfNode } from '../model/function-tree';

interface FunctionTreeAsideProps {
  productId: string | undefined;
  onProduct: (productId: string) => void;
  selectedId: string | undefined;
  onSelect: (id: string | undefined, title?: string) => void;
}

/**
 * Beside the list: 功能树 (the chosen product's tree, product.md §7.2 tree) or 授权树 (every product's enabled functions, the
 * licenceTree a tenant's licence is granted from). Choosing a node narrows the list to it and what is below it; a
 * product of the licence tree chooses the product.
 */
export function FunctionTreeAside({ productId, onProduct, selectedId, onSelect }: FunctionTreeAsideProps) {
  const [mode, setMode] = useState<'tree' | 'licence'>('tree');
  const { data: user } = useUserDetails();
  const tree = useQuery({
    ...idpFunctionTreeQueryOptions({ query: { productId: productId ?? '' } }),
    enabled: mode === 'tree' && productId !== undefined,
  });
  const licence = useQuery({ ...idpFunctionLicenceTreeQueryOptions(), enabled: mode === 'licence' });
  const shown = mode === 'tree' ? tree : licence;
  const choose = (id: string) => {
    const title = nodeTitle(shown.data ?? [], id);
    if (mode === 'tree') return onSelect(id, title);
    const owner = productOfNode(licence.data ?? [], id);
    if (owner) onProduct(owner);
    onSelect(owner === id ? undefined : id, title);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Segmented
        block
        aria-label="树的种类"
        value={mode}
        onChange={(value) => setMode(value)}
        options={[
          { label: '功能树', value: 'tree' as const },
          { label: '授权树', value: 'licence' as const },
        ]}
      />
      {mode === 'tree' && (
        <Select
          aria-label="所属产品"
          value={productId}
          onChange={(id: string) => {
            onProduct(id);
            onSelect(undefined);
          }}
          options={(user?.products ?? []).map((product) => ({ value: product.id, label: product.name }))}
        />
      )}
      <TreePanel
        label={mode === 'tree' ? '功能树' : '授权树'}
        nodes={shown.data ?? []}
        loading={shown.isPending && shown.fetchStatus !== 'idle'}
        error={shown.isError ? `获取功能树失败：${userMessageOf(shown.error)}` : undefined}
        selectedId={selectedId}
        onSelect={choose}
      />
    </div>
  );
}
