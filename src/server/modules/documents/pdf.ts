import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { DocumentContent } from "./document-content.js";

/**
 * DejaVu Sans, embedded (subset) in every PDF so accents, the narrow no-break space and € render
 * whatever the reader has installed (docs/decisions/0101-pdf-with-pdfkit-and-dejavu.md). Read
 * once; pdfkit subsets it per document.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(fontFile("DejaVuSans.ttf")),
    bold: readFileSync(fontFile("DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const MARGIN = 48;
const GREY = "#52606d";

type Doc = InstanceType<typeof PDFDocument>;

function rows(doc: Doc, entries: [string, string][], width: number) {
  for (const [label, value] of entries) {
    const y = doc.y;
    doc.font("regular").fontSize(9).fillColor(GREY).text(label, MARGIN, y, { width: 150 });
    const labelBottom = doc.y;
    doc.fillColor("black").text(value || "—", MARGIN + 160, y, { width: width - 160 });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
}

function table(doc: Doc, content: NonNullable<DocumentContent["table"]>, width: number) {
  // The item column and the quantity are fixed; the four amounts share what is left.
  const item = 120;
  const quantity = 45;
  const figures = (width - item - quantity) / 4;
  const columns = [item, quantity, figures, figures, figures, figures];
  const line = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? "bold" : "regular").fontSize(bold ? 7.5 : 8.5);
    cells.forEach((cell, index) => {
      const w = columns[index] ?? figures;
      doc.text(cell, x, y, { width: w - 6, align: index === 0 ? "left" : "right" });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 3;
  };
  line(content.head, true);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor("#cbd2d9")
    .stroke();
  doc.y += 3;
  for (const cells of content.rows) line(cells, false);
}

function block(doc: Doc, content: DocumentContent, width: number) {
  doc.font("bold").fontSize(16).fillColor("black").text(content.title, MARGIN, doc.y, { width });
  doc.font("regular").fontSize(9).fillColor(GREY);
  for (const line of content.subtitle) doc.text(line, { width });
  for (const section of content.sections) {
    doc.moveDown(0.6).font("bold").fontSize(10.5).fillColor("black").text(section.heading, MARGIN, doc.y);
    doc.moveDown(0.2);
    rows(doc, section.rows, width);
  }
  if (content.table) {
    doc.moveDown(0.6);
    table(doc, content.table, width);
  }
  if (content.totals.length > 0) {
    doc.moveDown(0.4);
    rows(doc, content.totals, width);
  }
  if (content.notes.length > 0) {
    doc.moveDown(0.6).font("regular").fontSize(8.5).fillColor(GREY);
    for (const note of content.notes) doc.text(note, MARGIN, doc.y, { width });
  }
}

/** The document as a PDF (A4): one block per language, the second on a page of its own. */
export function renderPdf(
  contents: DocumentContent[],
  info: { title: string; author: string },
): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: info.title, Author: info.author, Producer: "Chauffeur Booking" },
    lang: contents[0]?.language ?? "fr",
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const width = doc.page.width - MARGIN * 2;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  contents.forEach((content, index) => {
    if (index > 0) doc.addPage();
    block(doc, content, width);
  });
  doc.end();
  return done;
}
