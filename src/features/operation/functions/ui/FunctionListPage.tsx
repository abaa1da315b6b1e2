import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useUserDetails } from '@/entities/session';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import type { FunctionQuery } from '../model/function-source';
import { FunctionList } from './FunctionList';
import { FunctionTreeAside } from './FunctionTreeAside';

/** 平台功能 (product.md §7.2): the function tree (or the licence tree) beside the list of functions in tree order. */
export function FunctionListPage() {
  const { data: user } = useUserDetails();
  const [chosenProduct, setProduct] = useState<string>();
  const productId = chosenProduct ?? user?.products[0]?.id;
  const [under, setUnder] = useState<{ id: string; title: string }>();
  const extendedParams = useMemo<Partial<FunctionQuery>>(
    () => ({ ...(productId ? { productId } : {}), ...(under ? { under: under.id } : {}) }),
    [productId, under],
  );
  const productName = user?.products.find((product) => product.id === productId)?.name;
  return (
    <TreeListLayout
      aside={
        <FunctionTreeAside
          productId={productId}
          onProduct={setProduct}
          selectedId={under?.id}
          onSelect={(id, title) => setUnder(id ? { id, title: title ?? id } : undefined)}
        />
      }
    >
      <FunctionList
        extendedParams={extendedParams}
        scope={
          <>
            {productName && <Tag color="processing">产品：{productName}</Tag>}
            {under && (
              <Tag closable color="processing" onClose={() => setUnder(undefined)}>
                上级功能：{under.title}
              </Tag>
            )}
          </>
        }
      />
    </TreeListLayout>
  );
}
