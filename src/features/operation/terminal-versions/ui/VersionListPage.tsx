import { saveFile } from '@/shared/lib/browser';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { HMI, PDA, type TerminalKind, type TerminalVersion } from '../model/terminal';
import { versionColumns, versionConditions } from '../model/version-list';

async function downloadPackage(kind: TerminalKind, version: TerminalVersion) {
  try {
    const file = await kind.download({ body: { id: version.id } });
    saveFile(file.blob, file.filename);
  } catch {
    // The request layer has shown why (下载失败：…, the server's message).
  }
}

/** One version list per terminal type: publish (upload the package), edit the notes, set as current, download, delete. */
function versionScreen(kind: TerminalKind) {
  return defineListScreen({
    tableId: kind.tableId,
    permissionPrefix: kind.permissionPrefix,
    source: kind.source,
    columns: versionColumns,
    conditions: versionConditions,
    form: () => import('./version-form').then((m) => m.versionFormOf(kind)),
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
      {
        kind: 'call',
        action: 'delete',
        title: '删除',
        confirm: true,
        danger: true,
        // The current version is what the terminals download: it cannot go.
        when: { field: 'current', op: 'eq', value: false },
        done: '已删除',
        run: (version) => kind.remove({ body: { ids: [version.id] } }),
      },
    ],
  });
}

/** 手持终端版本: .apk packages. */
export const PdaVersionListPage = versionScreen(PDA);
/** HMI 版本: .zip or .exe packages. */
export const HmiVersionListPage = versionScreen(HMI);
