/**
 * Issue 32 (M6): a seller whose plan's chat budget for the day is spent sends a message and reads, in
 * the chat, why it was refused and when it resets (midnight UTC); their words stay in the box and
 * nothing is stored. The real Worker and D1; the day's tokens are seeded.
 */
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { sellerOverHttp } from "./support/seller-over-http";
import { toast } from "./support/ui";
import { visible } from "./support/wait";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe("the chat's daily budget in the browser", () => {
  const browser = useBrowser();

  it("shows the 429's message, resetting at midnight UTC, keeps the draft and stores nothing", async () => {
    const { page } = browser;
    const { userId } = await sellerOverHttp(page);
    await localD1(`update users set tariff_plan = 'START_UP' where id = ${quote(userId)}`);
    // The Worker counts the day on its own clock, the UTC date of this machine's.
    const today = new Date().toISOString().slice(0, 10);
    const now = Date.now();
    await localD1(
      "insert into attempt_counters (key, window_started_at, attempts, expires_at) values " +
        `(${quote(`chat-tokens:${userId}:${today}`)}, ${now}, 1500000, ${now + 2 * 86_400_000})`,
    );

    await page.goto("/");
    await page.getByRole("button", { name: "Open the AI assistant" }).click();
    const panel = page.getByRole("dialog", { name: "Chat with an AI assistant" });
    await visible(panel);
    const box = panel.getByRole("textbox", { name: "Message" });
    await box.fill("Which keywords should I pause?");
    const refused = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/messages"),
    );
    await panel.getByRole("button", { name: "Send" }).click();
    expect((await refused).status()).toBe(429);

    await visible(toast(page, "You have used today's chat allowance of your Start Up plan"));
    expect(await toast(page, "It resets at midnight UTC, in").count()).toBe(1);
    await screenshot(page, "chat-budget-spent");
    expect(await box.inputValue()).toBe("Which keywords should I pause?");
    expect(await panel.getByTestId("chat-message").count()).toBe(0);
    const stored = await localD1<{ n: number }>(
      `select count(*) as n from chat_messages m join chats c on c.id = m.chat_id where c.user_id = ${quote(userId)}`,
    );
    expect(stored[0]?.n).toBe(0);
  }, 60_000);
});
