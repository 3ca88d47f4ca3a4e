/** How long a saved file's Blob is kept: the download has its own reference once it started. */
const KEEP_BLOB_MS = 60_000;

/** Hands `blob` to the browser's download, as the file `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_BLOB_MS);
}
