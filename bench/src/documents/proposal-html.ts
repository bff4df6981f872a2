import { escapeHtml } from "@q2c/domain";

/**
 * Proposals for the PDF benchmark, written as the templates and the pricing table write them (allowlisted
 * tags and inline styles only): a quote of `lines` priced lines, and one with `pages` pages of text, each
 * section starting a page.
 */

const TEXT =
  "Northwind IT designs, installs and runs the wireless network across every site, with monitoring around the clock, " +
  "quarterly reviews and a named engineer. Changes go through a documented process and are tested before they reach users.";

const cell = "padding:4px 6px;border-bottom:1px solid #ddd";

export function proposalWithLines(lines: number): string {
  const rows = Array.from({ length: lines }, (_, i) => {
    const qty = (i % 7) + 1;
    const price = 49 + ((i * 37) % 900);
    return `<tr><td style="${cell}">${escapeHtml(`Item ${i + 1}: managed access point, model AP-${100 + i}`)}</td><td style="${cell};text-align:right">${qty}</td><td style="${cell};text-align:right">$${price}.00</td><td style="${cell};text-align:right">$${qty * price}.00</td></tr>`;
  }).join("");
  return [
    '<h1 style="font-size:28px">Managed Wi-Fi proposal for Adatum Corporation</h1>',
    `<p>${TEXT}</p>`,
    "<h2>Scope of services</h2>",
    `<ul>${Array.from({ length: 6 }, (_, i) => `<li>Service ${i + 1}: ${TEXT.slice(0, 90)}</li>`).join("")}</ul>`,
    "<h2>Pricing</h2>",
    `<table style="width:100%;border-collapse:collapse"><thead><tr><th style="${cell};text-align:left">Item</th><th style="${cell}">Qty</th><th style="${cell}">Price</th><th style="${cell}">Total</th></tr></thead><tbody>${rows}</tbody></table>`,
    "<h2>Acceptance</h2>",
    `<p>${TEXT}</p>`,
  ].join("\n");
}

export function proposalWithPages(pages: number): string {
  return Array.from(
    { length: pages },
    (_, i) =>
      `<section style="${i > 0 ? "page-break-before:always;" : ""}"><h2>Section ${i + 1}</h2>${Array.from(
        { length: 5 },
        () => `<p>${TEXT}</p>`,
      ).join("")}</section>`,
  ).join("\n");
}

export const HEADER = "<strong>Northwind IT</strong> · Proposal Q-1042 for Adatum Corporation";
export const FOOTER = "Confidential · Northwind IT, 1 Harbour Way, Seattle WA";
