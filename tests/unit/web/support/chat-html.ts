/** A chat message's markdown as the chat renders it (react-markdown with the chat's options), as HTML and as text. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { CHAT_MARKDOWN } from "../../../../web/src/features/chat/lib/chat-markdown";
import { splitAtWidget } from "../../../../web/src/features/chat/lib/message-text";

/** The HTML of the text around the widget, as the chat's two MessageMarkdown render it. */
export function chatHtml(text: string): string {
  const { before, after } = splitAtWidget(text);
  const render = (part: string) => renderToStaticMarkup(createElement(Markdown, CHAT_MARKDOWN, part));
  return render(before) + render(after);
}

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&amp;": "&",
};

/** What the seller reads: the HTML's text, tags left out. */
export const chatText = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&(?:lt|gt|quot|#x27|amp);/g, (entity) => ENTITIES[entity] ?? entity);
