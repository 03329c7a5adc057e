import { escapeHtml } from "../../../contract/escape-html.js";
import type { DocumentContent } from "./document-content.js";

function rowsHtml(rows: [string, string][]): string {
  const items = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`);
  return `<dl>${items.join("")}</dl>`;
}

/** One language block: the whole document in that language, under its own title. */
export function documentBlockHtml(content: DocumentContent): string {
  const parts = [
    `<section class="block" lang="${content.language}">`,
    `<h1>${escapeHtml(content.title)}</h1>`,
    ...content.subtitle.map((line) => `<p class="subtitle">${escapeHtml(line)}</p>`),
    ...content.sections.map((section) => `<h2>${escapeHtml(section.heading)}</h2>${rowsHtml(section.rows)}`),
  ];
  if (content.table) {
    const head = content.table.head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join("");
    const body = content.table.rows
      .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`)
      .join("");
    parts.push(`<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`);
  }
  if (content.totals.length > 0) parts.push(rowsHtml(content.totals));
  parts.push(...content.notes.map((note) => `<p>${escapeHtml(note)}</p>`));
  parts.push("</section>");
  return parts.join("\n");
}
