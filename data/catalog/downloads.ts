/**
 * The files behind downloadable products, by sku: where the file lives under data/files and the name the
 * shopper's browser saves it as. The inspiration kit's PDF is made by scripts/make-inspiration-kit.ts.
 */
export interface DownloadableFileData {
  /** A file name in data/files. */
  file: string;
  filename: string;
  contentType: string;
}

export const downloadableFiles: Readonly<Record<string, DownloadableFileData>> = {
  inspiration_kit: { file: "inspiration-kit.pdf", filename: "petsies-inspiration-kit.pdf", contentType: "application/pdf" },
};
