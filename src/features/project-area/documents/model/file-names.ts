/** The document's name from its file: 'SD-750 EVT 功能测试报告.pdf' → 'SD-750 EVT 功能测试报告'. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim().slice(0, 64);
}

/** 上传新版本: the next version number after the current one (V1.2 → V1.3). */
export function nextVersion(current: string): string {
  const match = /^V(\d+)\.(\d+)$/.exec(current);
  return match ? `V${match[1]}.${Number(match[2]) + 1}` : 'V1.0';
}
