import { Badge, Typography } from 'antd';
import * as z from 'zod/mini';
import { opHmiVersion, opPdaVersion } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';
import { defineCrudScreen, deleteWhen, type CrudScreen, type RowOf } from '@/shared/ui/crud-screen';
import { packageSize } from '../model/package-size';
import { HMI, PDA, type TerminalKind } from '../model/terminal';
import { PackageUpload } from './PackageUpload';

async function downloadPackage(kind: TerminalKind, version: RowOf<typeof opPdaVersion>) {
  try {
    const file = await kind.download({ body: { id: version.id } });
    saveFile(file.blob, file.filename);
  } catch {
    // The request layer has shown why (下载失败：…, the server's message).
  }
}

/**
 * One version list per terminal type (the same records and form): publish (upload the package), edit the notes, set
 * as current, download, delete. Once published only the notes and the force-update flag change.
 */
function versionScreen(kind: TerminalKind): CrudScreen<typeof opPdaVersion, 'row'> {
  // A space before a Latin noun (编辑 HMI 版本).
  const noun = `${/^[A-Za-z]/.test(kind.noun) ? ' ' : ''}${kind.noun}`;
  return {
    noun: kind.noun,
    columns: [
      { dataIndex: 'versionNo', title: '版本号', example: '10.12.3', hideAble: false, query: 'input' },
      { dataIndex: 'versionCode', title: '版本代码', example: '1012', align: 'right', sorter: true },
      {
        dataIndex: 'current',
        title: '当前版本',
        width: 110,
        render: (current) => (current ? <Badge status="success" text="当前版本" /> : '-'),
      },
      {
        dataIndex: 'forceUpdate',
        title: '强制更新',
        width: 100,
        render: (force) => (force ? <Badge status="warning" text="强制" /> : '否'),
      },
      { dataIndex: 'publishedAt', title: '发布时间', example: '2026-11-21 18:30:00', sorter: true },
      { dataIndex: 'fileName', title: '安装包', example: 'jgzz-hmi-setup-2.4.1.exe', ellipsis: true },
      {
        dataIndex: 'fileSize',
        title: '大小',
        example: '130.00 MB',
        align: 'right',
        render: (bytes) => (typeof bytes === 'number' ? packageSize(bytes) : '-'),
      },
      { dataIndex: 'notes', title: '更新说明', width: 220, ellipsis: true },
      { dataIndex: 'publisher', title: '发布人', example: 'wangqiang', hide: 'narrow' },
    ],
    conditions: [
      { key: 'versionNo', title: '版本号', type: 'input' },
      { key: 'publishedAt', title: '发布日期', type: 'dateRange' },
    ],
    form: {
      versionNo: {
        label: '版本号',
        placeholder: '如 3.9.0',
        disabled: (version) => version !== undefined,
        rule: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, '请输入版本号'),
            z.regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, '版本号格式为 主版本.次版本.修订号，如 3.9.0'),
          ),
      },
      versionCode: {
        label: '版本代码',
        placeholder: '递增整数，如 390',
        disabled: (version) => version !== undefined,
      },
      // A new version uploads its package first and sends its fileId; a published one shows its file.
      fileId: {
        label: '安装包',
        kind: 'custom',
        rule: z.string().check(z.minLength(1, '请上传安装包')),
        render: ({ onChange }, version) =>
          version ? (
            <Typography.Text id="fileId">{version.fileName}</Typography.Text>
          ) : (
            <PackageUpload id="fileId" kind={kind} onChange={onChange} />
          ),
      },
      notes: { label: '更新说明', kind: 'textarea', wide: true },
      forceUpdate: { label: '强制更新' },
    },
    // 发布 as the list's button says.
    addTitle: `发布${noun}`,
    editTitle: () => `编辑${noun}`,
    save: {
      edit: (body, version, options) =>
        kind.edit({ body: { id: version.id, notes: body.notes, forceUpdate: body.forceUpdate } }, options),
    },
    // 删除 its own way: the current version is what the terminals download, it cannot go.
    status: false,
    table: { addLabel: '发布版本' },
    rowActions: [
      'edit',
      {
        kind: 'call',
        action: 'setAsDefault',
        title: '设为当前',
        confirm: true,
        when: { field: 'current', op: 'eq', value: false },
        done: '已设为当前版本',
        run: (version) => kind.setCurrent({ body: { id: version.id } }),
      },
      { action: 'download', title: '下载', onClick: (version) => downloadPackage(kind, version) },
      deleteWhen({ field: 'current', op: 'eq', value: false }, kind.remove),
    ],
  };
}

/** 手持终端版本: .apk packages. */
export const PdaVersionListPage = defineCrudScreen(opPdaVersion, versionScreen(PDA));
/** HMI 版本: .zip or .exe packages. */
export const HmiVersionListPage = defineCrudScreen(opHmiVersion, versionScreen(HMI));
