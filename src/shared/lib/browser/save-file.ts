/** Saves a downloaded file under its server-given name (the browser's download, no new window). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
