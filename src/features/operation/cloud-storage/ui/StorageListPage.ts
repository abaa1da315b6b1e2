import { opCloudStorageDelete, opCloudStorageSetDefault } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { storageColumns, storageConditions, storageSource } from '../model/storage-list';

/** 云存储 (bos.opCloudStorage): storage channels; 连接测试, 设为默认 (asked first), edit; delete all but the default. */
export const StorageListPage = defineListScreen({
  tableId: 'bos.opCloudStorage',
  permissionPrefix: 'opCloudStorage',
  source: storageSource,
  columns: storageColumns,
  conditions: storageConditions,
  form: () => import('./storage-form').then((m) => m.StorageForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '连接测试',
      load: () => import('./TestConnectionDialog').then((m) => m.TestConnectionDialog),
    },
    'edit',
    {
      kind: 'call',
      action: 'setAsDefault',
      title: '设为默认',
      confirm: true,
      when: { field: 'isDefault', op: 'eq', value: false },
      run: (storage, options) => opCloudStorageSetDefault({ body: { id: storage.id } }, options),
      done: '已设为默认存储，新上传的文件将存到该通道',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      // The default channel holds the new uploads: another becomes default first.
      when: { field: 'isDefault', op: 'eq', value: false },
      run: (storage, options) => opCloudStorageDelete({ body: { ids: [storage.id] } }, options),
      done: '存储通道已删除',
    },
  ],
});
