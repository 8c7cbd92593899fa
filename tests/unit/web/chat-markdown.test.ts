/** How the chat reads markdown (M1 of issue 32): links only as written, never an image or an autolink. */
import { describe, expect, it } from "vitest";
import { chatHtml, chatText } from "./support/chat-html";

describe("the chat's markdown", () => {
  it("keeps a link written as [text](url) with an allowed scheme", () => {
    expect(chatHtml("Read [the guide](https://example.com/guide).")).toContain(
      '<p>Read <a href="https://example.com/guide">the guide</a>.</p>',
    );
  });

  it("shows a bare address as text: no autolink from www., https://, an e-mail or <…>", () => {
    const text =
      "See www.evil.example, https://evil.example/x, mail@evil.example and <https://evil.example/y>.";
    const html = chatHtml(text);
    expect(html).not.toContain("<a");
    expect(chatText(html).trim()).toBe(text.replace("<https://evil.example/y>", "https://evil.example/y"));
  });

  it("shows no image, inline or by reference: its alt text stands in its place", () => {
    const html = chatHtml(
      "A ![tracking pixel](https://evil.example/x.png) and ![logo][l].\n\n[l]: https://evil.example/l.png",
    );
    expect(html).not.toContain("<img");
    expect(chatText(html).trim()).toBe("A tracking pixel and logo.");
  });

  it("still renders the analyst's tables and emphasis", () => {
    const html = chatHtml("**Spend**\n\n| Term | Spend |\n| --- | --- |\n| dog bed | $1.00 |");
    expect(html).toContain("<strong>Spend</strong>");
    expect(html).toContain("<td>dog bed</td>");
  });
});
