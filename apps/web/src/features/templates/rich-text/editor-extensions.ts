import { Link } from "@mantine/tiptap";
import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { DATA_IMAGE_URL } from "./image-file.ts";
import { KeptStyle, PageField, StyledBlock } from "./kept-markup.ts";

/** Links the server keeps (issue #17 §1): http, https and mailto only. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/**
 * Images only as data: PNG, JPEG or WebP, also when pasted as HTML: anything else (an SVG, a remote
 * address the PDF renderer would never fetch) is not taken into the document at all.
 */
const DataImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => (DATA_IMAGE_URL.test(element.getAttribute("src") ?? "") ? null : false),
      },
    ];
  },
}).configure({ allowBase64: true, inline: true });

/**
 * What the template editors allow: headings, lists, inline formatting, links, tables and images, as the
 * server's allowlist does (no code blocks: documents are prose); inline images, so a logo stays in its
 * line; and the markup templates carry beyond that (kept-markup.ts).
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [1, 2, 3, 4] } }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      protocols: ["mailto"],
      isAllowedUri: (url) => SAFE_LINK.test(url),
      shouldAutoLink: (url) => SAFE_LINK.test(url),
    }),
    DataImage,
    TableKit.configure({ table: { resizable: false } }),
    KeptStyle,
    StyledBlock,
    PageField,
  ];
}
