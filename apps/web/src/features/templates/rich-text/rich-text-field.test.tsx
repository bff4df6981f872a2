import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../test/render-app.tsx";
import { RichTextField } from "./rich-text-field.tsx";

const LOGO = "data:image/png;base64,iVBORw0KGgo=";

function Harness({
  initial,
  variant,
  seen,
}: {
  initial: string;
  variant: "full" | "compact";
  seen: string[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Text"
      variant={variant}
      value={value}
      onChange={(html) => {
        seen.push(html);
        setValue(html);
      }}
    />
  );
}

async function insertField(name: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: "Insert merge field" }));
  fireEvent.click(await screen.findByRole("menuitem", { name }));
}

describe("the rich-text field", () => {
  it("keeps a template's layout through an edit: divs, styles, inline logos and sized images, styled tables", async () => {
    const cover = [
      '<div style="padding-top:72px">',
      `<p><img src="${LOGO}" alt="Northwind IT" width="232" height="48"></p>`,
      '<h1 style="font-size:34px;margin-bottom:8px">{{dealName}}</h1>',
      "</div>",
      '<table style="width:100%;border-collapse:collapse"><tbody><tr>',
      '<td style="padding:6px;border:1px solid #e5e7eb"><p>Term</p></td>',
      "</tr></tbody></table>",
      '<p style="text-align:right">Prepared for {{customerCompany}}</p>',
    ].join("");
    const seen: string[] = [];
    renderAt(<Harness initial={cover} variant="full" seen={seen} />);
    await screen.findByRole("textbox", { name: "Text" });
    await insertField(/Quote number/);
    await waitFor(() => expect(seen.at(-1)).toContain("{{quoteNumber}}"));
    const html = seen.at(-1) ?? "";
    // The browser writes the styles back in its own spelling.
    expect(html).toContain('<div style="padding-top: 72px;">');
    expect(html).toMatch(
      /<p><img src="data:image\/png;base64,iVBORw0KGgo=" alt="Northwind IT" width="232" height="48"><\/p>/,
    );
    expect(html).toContain('<h1 style="font-size: 34px; margin-bottom: 8px;">');
    expect(html).toContain('<table style="width: 100%; border-collapse: collapse;">');
    expect(html).toContain(
      '<td style="padding: 6px; border: 1px solid rgb(229, 231, 235);"><p>Term</p></td>',
    );
    expect(html).toContain('<p style="text-align: right;">');
  }, 30_000);

  it("keeps a footer's page numbers and offers them in a header's or footer's menu", async () => {
    const footer =
      '<p style="font-size:9px">Page <span class="pageNumber"></span> of <span class="totalPages"></span></p>';
    const seen: string[] = [];
    renderAt(<Harness initial={footer} variant="compact" seen={seen} />);
    const box = await screen.findByRole("textbox", { name: "Text" });
    expect(box.querySelector('[data-page-field="pageNumber"]')?.textContent).toBe("[Page number]");
    fireEvent.click(screen.getByRole("button", { name: "Insert merge field" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Page")).toBeTruthy();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Total pages" }));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const html = seen.at(-1) ?? "";
    expect(html.match(/<span class="totalPages"><\/span>/g)).toHaveLength(2);
    expect(html).toContain('<span class="pageNumber"></span>');
    expect(html).toContain('<p style="font-size: 9px;">');
  }, 30_000);

  it("takes no image but a data: PNG, JPEG or WebP, and no link but http, https or mailto, from pasted HTML", async () => {
    const pasted = [
      '<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg">',
      '<img src="https://tracker.example/pixel.png" alt="remote">',
      '<a href="javascript:alert(1)">bad</a> <a href="https://northwind.example">good</a>',
      ' <a href="mailto:sales@northwind.example">mail</a></p>',
    ].join("");
    const seen: string[] = [];
    renderAt(<Harness initial={pasted} variant="full" seen={seen} />);
    await screen.findByRole("textbox", { name: "Text" });
    await insertField(/Deal name/);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const html = seen.at(-1) ?? "";
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="https://northwind.example"');
    expect(html).toContain('href="mailto:sales@northwind.example"');
  }, 30_000);

  it("keeps no style that loads something or lies over the page, from pasted HTML", async () => {
    const pasted = [
      '<p style="color:red;background-image:url(https://tracker.example/bg.png)">tracked</p>',
      '<p style="position:fixed;top:0;left:0;z-index:9;text-align:center">over</p>',
      '<p style="list-style-image:url(https://tracker.example/li.png)">listed</p>',
    ].join("");
    const seen: string[] = [];
    renderAt(<Harness initial={pasted} variant="full" seen={seen} />);
    const box = await screen.findByRole("textbox", { name: "Text" });
    // What the editor shows already: nothing is fetched, nothing lies over the page.
    expect(box.innerHTML).not.toContain("url(");
    expect(box.innerHTML).not.toContain("position");
    await insertField(/Deal name/);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const html = seen.at(-1) ?? "";
    expect(html).toContain('<p style="color: red;">tracked</p>');
    expect(html).toContain('<p style="text-align: center;">over</p>');
    expect(html).toContain("<p>listed");
    expect(html).not.toContain("url(");
  }, 30_000);
});
