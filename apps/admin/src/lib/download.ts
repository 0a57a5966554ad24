/** Hands data the API answered to the browser as a file to save, without a second request. */
export function downloadJson(fileName: string, data: unknown): void {
  downloadBlob(fileName, new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
}

/** A CSV the API answered as text (coupon codes), saved as a file. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: "text/csv;charset=utf-8" }));
}

function downloadBlob(fileName: string, blob: Blob): void {
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
