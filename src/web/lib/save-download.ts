/** A file to hand to the browser's downloads: its bytes and the name it is saved under. */
export type Download = { blob: Blob; filename: string };

/** Hands a file to the browser's downloads under its name (a data export, recovery codes). */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click is handled; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
