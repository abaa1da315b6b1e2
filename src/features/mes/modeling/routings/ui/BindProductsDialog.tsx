import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { MaterialSelector } from '@/entities/material';
import { mfgRoutingBindProduct, mfgRoutingDetailQueryOptions, type MfgRoutingDetailData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { MfgRouting } from '../model/routing-state';

type Product = MfgRoutingDetailData['products'][number];

/** 绑定产品: the products the routing applies to; 默认 makes it the routing a product's work orders start from. */
export function BindProductsDialog({ row, onClose, refetch }: RowPanelProps<MfgRouting>) {
  const detail = useQuery(mfgRoutingDetailQueryOptions({ query: { id: row.id } }));
  const [edited, setEdited] = useState<Product[]>();
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const products = edited ?? detail.data?.products ?? [];
  const patch = (materialId: string, change: Partial<Product>) =>
    setEdited(products.map((p) => (p.materialId === materialId ? { ...p, ...change } : p)));
  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      await mfgRoutingBindProduct(
        { body: { id: row.id, products: products.map((p) => ({ materialId: p.materialId, isDefault: p.isDefault })) } },
        { quiet: true },
      );
      await refetch();
      onClose();
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`绑定产品：${row.code} ${row.version}`}
      width={760}
      okText="保存"
      confirmLoading={saving}
      okButtonProps={{ disabled: !detail.data }}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">每个产品只能有一条默认工艺路线。</Typography.Text>
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            添加产品
          </Button>
        </Flex>
        {(failure ?? (detail.isError ? userMessageOf(detail.error) : undefined)) && (
          <Alert role="alert" type="error" showIcon title={failure ?? userMessageOf(detail.error)} />
        )}
        <Table<Product>
          rowKey="materialId"
          size="small"
          loading={detail.isPending}
          pagination={false}
          dataSource={products}
          columns={[
            { key: 'code', title: '物料编码', dataIndex: 'materialCode', width: 140 },
            { key: 'name', title: '物料名称', dataIndex: 'materialName', width: 140 },
            { key: 'spec', title: '规格型号', dataIndex: 'specification' },
            {
              key: 'default',
              title: '默认路线',
              width: 90,
              render: (_v, p) => (
                <Switch
                  size="small"
                  aria-label={`${p.materialCode} 默认路线`}
                  checked={p.isDefault}
                  onChange={(isDefault) => patch(p.materialId, { isDefault })}
                />
              ),
            },
            {
              key: 'remove',
              title: '操作',
              width: 64,
              render: (_v, p) => (
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`移除：${p.materialCode}`}
                  onClick={() => setEdited(products.filter((x) => x.materialId !== p.materialId))}
                />
              ),
            },
          ]}
        />
      </Flex>
      {picking && (
        <MaterialSelector
          open
          title="选择产品"
          onCancel={() => setPicking(false)}
          onOk={(materials) => {
            setPicking(false);
            const known = new Set(products.map((p) => p.materialId));
            const added = materials
              .filter((m) => !known.has(m.id))
              .map<Product>((m) => ({
                materialId: m.id,
                materialCode: m.code,
                materialName: m.name,
                specification: m.specification ?? null,
                isDefault: false,
              }));
            setEdited([...products, ...added]);
          }}
        />
      )}
    </Modal>
  );
}
