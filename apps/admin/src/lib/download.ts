/** Hands data the API answered to the browser as a file to save, without a second request. */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let the download start before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
