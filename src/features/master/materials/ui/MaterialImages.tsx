import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Image, Modal, Space, Table, Tag, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  cdMaterialGetUploadPolicy,
  cdMaterialImageCreate,
  cdMaterialImageDelete,
  cdMaterialImageListOperation,
  cdMaterialImageListQueryOptions,
  cdMaterialImagePreview,
  cdMaterialImageUpdate,
  type CdMaterialImageListData,
} from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { convertSize } from '@/shared/lib/format';
import { ACCEPT, fileProblem, uploadFile } from '@/shared/lib/upload';
import { usePreviewFile, type PreviewCall } from '@/shared/ui/file-viewer';
import { useRefetchList } from '@/shared/ui/record-actions';

type MaterialImage = CdMaterialImageListData[number];

const sizeText = (bytes: number | undefined) => {
  if (bytes === undefined) return '-';
  const size = convertSize(bytes, bytes >= 1024 ** 2 ? 'MB' : 'KB', 1);
  return size.ok ? size.text : '-';
};

const previewImage: PreviewCall<{ id: string }> = (param) => cdMaterialImagePreview({ body: param }, { quiet: true });
const policy = (file: File) => cdMaterialGetUploadPolicy({ body: { filename: file.name, fileSize: file.size } });
// Shown while a stored image cannot be loaded (a thumbnail is only a hint; 预览 opens the file).
const NO_THUMBNAIL =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="48"%3E%3Crect width="64" height="48" fill="%23f0f0f0"/%3E%3C/svg%3E';

/**
 * The material's images (product.md §2.5 master: images): preview by suffix, upload through the material's own policy (jpg,
 * jpeg or png up to 5 MB) then register it, set the main image, delete after confirming.
 */
export function MaterialImages({ materialId }: { materialId: string }) {
  const images = useQuery(cdMaterialImageListQueryOptions({ body: { materialId } }));
  const refetch = useRefetchList(cdMaterialImageListOperation);
  const { preview, viewer } = usePreviewFile(previewImage);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const problem = fileProblem(file, 'productImage');
    if (problem) return void message.error(problem);
    setUploading(true);
    try {
      const stored = await uploadFile(file, policy);
      const fileId = typeof stored?.fileId === 'string' ? stored.fileId : null;
      if (!fileId) throw new Error('图片上传失败');
      await cdMaterialImageCreate({ body: { materialId, fileId, fileName: file.name, isMain: !images.data?.length } });
      void message.success('图片已上传');
      await refetch();
    } catch (error) {
      void message.error(userMessageOf(error, '图片上传失败'));
    } finally {
      setUploading(false);
    }
  };

  const columns: ColumnsType<MaterialImage> = [
    {
      dataIndex: 'url',
      title: '缩略图',
      width: 90,
      render: (url: string, row) => (
        <Image width={64} height={48} src={url} alt={row.fileName} fallback={NO_THUMBNAIL} preview={false} />
      ),
    },
    {
      dataIndex: 'fileName',
      title: '文件名',
      render: (name: string, row) =>
        row.isMain ? (
          <Space>
            {name}
            <Tag color="gold">主图</Tag>
          </Space>
        ) : (
          name
        ),
    },
    { dataIndex: 'fileSize', title: '大小', width: 100, render: (size?: number) => sizeText(size) },
    { dataIndex: 'createAccount', title: '上传人', width: 100 },
    { dataIndex: 'createTime', title: '上传时间', width: 170 },
    {
      key: 'actions',
      title: '操作',
      width: 200,
      render: (_, row) => (
        <Space size="small">
          <a onClick={() => void preview({ id: row.id }, row.fileName)}>预览</a>
          {!row.isMain && (
            <a onClick={() => void cdMaterialImageUpdate({ body: { id: row.id, isMain: true } }).then(refetch)}>
              设为主图
            </a>
          )}
          <a
            style={{ color: 'var(--ant-color-error)' }}
            onClick={() =>
              Modal.confirm({
                title: '提示',
                content: `确认删除图片“${row.fileName}”吗？`,
                onOk: () => cdMaterialImageDelete({ body: { ids: [row.id] } }).then(refetch),
              })
            }
          >
            删除
          </a>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <Upload
          accept={ACCEPT.productImage}
          showUploadList={false}
          beforeUpload={(file) => {
            // The upload is ours (policy, host, register): antd only picks the file.
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            上传图片
          </Button>
        </Upload>
      </Flex>
      <Table<MaterialImage>
        rowKey="id"
        size="small"
        loading={images.isPending}
        columns={columns}
        dataSource={images.data ?? []}
        pagination={false}
      />
      {viewer}
    </>
  );
}
