/**
 * A QR code drawn as SVG from the qrcode package's module matrix: no data: URL for the image policy to allow,
 * and no markup string to inject.
 */
import { useMemo } from "react";
import QRCode from "qrcode";

export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
      }
    }
    return { path: parts.join(""), count: modules.size + 8 };
  }, [text]);

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${count} ${count}`} width={size} height={size} shapeRendering="crispEdges" className="rounded border border-slate-200 bg-white">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
