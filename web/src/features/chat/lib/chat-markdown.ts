import type { Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import { allowedUrl } from "./link-schemes";
import { writtenLinksOnly } from "./written-links-only";

/**
 * How a chat message's markdown is read: no raw HTML; GitHub's tables (the analyst answers in them) but
 * none of its autolinks, and no images (writtenLinksOnly); links only for document 001 §9's schemes.
 */
export const CHAT_MARKDOWN: Pick<Options, "skipHtml" | "remarkPlugins" | "urlTransform"> = {
  skipHtml: true,
  remarkPlugins: [remarkGfm, writtenLinksOnly],
  urlTransform: allowedUrl,
};
