/**
 * Writes data/files/inspiration-kit.pdf, the downloadable Petsies Inspiration Kit of the demo catalogue:
 * a small printable guide (plain PDF 1.4, Helvetica, one page per section). Run with
 * `node --import tsx scripts/make-inspiration-kit.ts` after changing the text; commit the PDF.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const pages: { title: string; lines: string[] }[] = [
  {
    title: "Petsies Inspiration Kit",
    lines: [
      "A printable guide to photographing your pet for a custom Petsies order,",
      "with colouring pages and a gift certificate template.",
      "",
      "Inside:",
      "  1. Light: find a window, not a flash",
      "  2. Angles: face, side and the special markings",
      "  3. Colouring pages",
      "  4. Gift certificate template",
    ],
  },
  {
    title: "1. Light",
    lines: [
      "Daylight shows true fur colours. Sit your pet near a window, out of direct sun.",
      "Turn the flash off: it flattens markings and turns eyes green or red.",
      "Overcast days are perfect. Avoid yellow lamps in the evening.",
    ],
  },
  {
    title: "2. Angles",
    lines: [
      "Take photos at your pet's eye level: kneel, or lift a small pet onto a sofa.",
      "One photo of the face, straight on. One from the side, the whole body.",
      "One of anything special: a spotted belly, a curled tail, white socks, a scar.",
      "Up to three photos go with your order; you can also e-mail them later.",
    ],
  },
  {
    title: "3. Colouring pages",
    lines: [
      "Draw your pet here, then colour it in. Our artists love to see these!",
      "",
      "",
      "",
      "",
      "Share your drawing with us on Instagram with #petsies.",
    ],
  },
  {
    title: "4. Gift certificate",
    lines: [
      "This certificate entitles",
      "",
      "  ______________________________________",
      "",
      "to one custom Petsies plush of their pet, with love from",
      "",
      "  ______________________________________",
      "",
      "Redeem at petsies.com",
    ],
  },
];

/** Text for a PDF string literal: backslash and parentheses escaped, Latin-1 only. */
function pdfText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
}

function pageStream(page: (typeof pages)[number], n: number): string {
  const ops = ["BT", "/F2 24 Tf", "72 740 Td", `(${pdfText(page.title)}) Tj`, "/F1 12 Tf", "0 -36 Td", "16 TL"];
  for (const line of page.lines) ops.push(`(${pdfText(line)}) '`);
  ops.push("ET", "BT", "/F1 9 Tf", "72 40 Td", `(Petsies Inspiration Kit - page ${n} of ${pages.length}) Tj`, "ET");
  return ops.join("\n");
}

export function inspirationKitPdf(): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const firstPage = 5;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(" ");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>");
  pages.forEach((page, i) => {
    const stream = pageStream(page, i + 1);
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  });
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (Petsies Inspiration Kit) /Author (Petsies) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../data/files/inspiration-kit.pdf");
writeFileSync(target, inspirationKitPdf());
console.log(`wrote ${target}`);
