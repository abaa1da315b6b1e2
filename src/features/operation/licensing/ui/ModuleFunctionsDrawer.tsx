import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  idpFunctionLicenceTreeQueryOptions,
  type opModule,
  opModuleFunctionIdsQueryOptions,
  opModuleGrantFunction,
} from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { CheckTree, checkedLeaves, toCheckNodes } from '@/shared/ui/check-tree';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { grantedIds, productNodes } from '../model/function-tree';

/** 功能: the module's part of the licence tree, checked where the module holds the function; 保存 replaces them. */
export function ModuleFunctionsDrawer({ row, onClose, refetch }: RowPanelProps<RowOf<typeof opModule>>) {
  const tree = useQuery(idpFunctionLicenceTreeQueryOptions());
  const granted = useQuery(opModuleFunctionIdsQueryOptions({ query: { id: row.id } }));
  const product = useMemo(() => productNodes(tree.data ?? [], [row.id]), [tree.data, row.id]);
  const functions = useMemo(() => product.flatMap((node) => node.children ?? []), [product]);
  const [edited, setEdited] = useState<{ leaves: string[]; checked: string[]; half: string[] }>();
  const checked = edited?.leaves ?? checkedLeaves(functions, granted.data ?? []);
  const loading = tree.isPending || granted.isPending;
  const loadError = tree.error ?? granted.error;

  const {
    saving,
    failure,
    save: grant,
  } = useSave(
    () => {
      const functionIds = edited ? grantedIds(edited.checked, edited.half, row.id) : (granted.data ?? []);
      return opModuleGrantFunction({ body: { id: row.id, functionIds } }, { quiet: true });
    },
    { done: '模块功能已保存' },
  );
  const save = async () => {
    if (!(await grant())) return;
    await refetch();
    onClose();
  };

  return (
    <AppDrawer
      open
      width="small"
      title={`模块功能：${row.name}`}
      onClose={onClose}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={loading || !!loadError} onClick={() => void save()}>
            保存
          </Button>
        </Flex>
      }
    >
      {loadError ? (
        <Alert type="error" showIcon title={`功能树加载失败：${userMessageOf(loadError)}`} />
      ) : (
        <Spin spinning={loading}>
          <Typography.Paragraph type="secondary">
            勾选模块包含的功能；授权了该模块的租户即可使用这些菜单和按钮。
          </Typography.Paragraph>
          {!loading && (
            <CheckTree
              label={`${row.name}的功能`}
              nodes={toCheckNodes(functions)}
              checked={checked}
              searchable
              onCheck={(leaves, linked) => setEdited({ leaves, ...linked })}
            />
          )}
          {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
        </Spin>
      )}
    </AppDrawer>
  );
}
