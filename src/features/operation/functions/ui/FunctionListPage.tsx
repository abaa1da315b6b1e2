import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useUserDetails } from '@/entities/session';
import {
  idpFunctionDelete,
  idpFunctionDisable,
  idpFunctionEnable,
  idpFunctionLicenceTreeOperation,
  idpFunctionTreeOperation,
} from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { functionColumns, functionConditions, functionSource, type FunctionQuery } from '../model/function-list';
import { FunctionTreeAside } from './FunctionTreeAside';

export const FunctionList = defineListScreen({
  tableId: 'bos.idpFunction',
  permissionPrefix: 'idpFunction',
  source: functionSource,
  // A save changes the trees beside the list and in the parent select.
  alsoRefetch: [idpFunctionTreeOperation, idpFunctionLicenceTreeOperation],
  columns: functionColumns,
  conditions: functionConditions,
  form: () => import('./function-form').then((m) => m.FunctionForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./FunctionDetailDrawer').then((m) => m.FunctionDetailDrawer),
    },
    'edit',
  ],
  status: { enable: idpFunctionEnable, disable: idpFunctionDisable, delete: idpFunctionDelete },
});

/** 平台功能 (§7.2): the function tree (or the licence tree) beside the list of functions in tree order. */
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
