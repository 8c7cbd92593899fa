/**
 * The chat's widgets (issue 19 item 4; document 001 §5) on answered calls, as chat-ui.e2e: the input
 * modal, the spinner, the other widgets waiting, the refetch after a Campaign action, the used tooltip.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { widgetCall } from "../../worker/contracts/chat/widget-catalogue";
import { screenshot, useBrowser } from "./support/browser";
import { chatMessage } from "./support/chat-fake";
import { chatOnQuickLaunch, history, openChat, panelOf, widget } from "./support/chat-ui";
import { hoverTip, toast } from "./support/ui";
import { gone, visible } from "./support/wait";

/** The widget routes: each call recorded; a call waits until the test lets it answer. */
async function widgetRoutes(page: Page) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/api/widget-actions/"),
    async (route) => {
      const request = route.request();
      calls.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        body: request.postData() ? request.postDataJSON() : undefined,
      });
      await held;
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ status: "SUCCESS", data: {} }),
      });
    },
  );
  return {
    calls,
    answer: () => {
      release();
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

const sellerOnQuickLaunch = chatOnQuickLaunch();

describe("the chat's widgets (document 001 §5)", () => {
  const browser = useBrowser();

  it("runs a widget through the input modal: a number, its spinner, the others waiting, success, the refetch, the used tooltip", async () => {
    const { page } = browser;
    const budgetMessage = chatMessage("ai-budget", {
      content: {
        text: "Raise it? {widget}",
        widget: widget(
          "ai-budget",
          {
            type: "Campaign",
            action: "UpdateDailyBudget",
            name: "Raise the daily budget",
            route: widgetCall("campaignDailyBudget", 21, "c1"),
          },
          { budget: 60 },
        ),
      },
    });
    const routes = await widgetRoutes(page);
    const { chat, list } = await sellerOnQuickLaunch(
      page,
      { tariffPlan: "START_UP", isAdLimitReached: false },
      [...history(), budgetMessage],
    );
    await openChat(page);
    const raise = panelOf(page).getByRole("button", { name: "Raise the daily budget" });
    const pause = panelOf(page).getByRole("button", { name: "Pause Socks Auto" });

    // The modal: the prompt as its label, the suggested value, step 0.01 and min 0.02; Confirm off while empty.
    await raise.click();
    const modal = page.getByRole("dialog", { name: "Raise the daily budget" });
    const amount = modal.getByLabel("Enter daily budget");
    await visible(amount);
    expect(await amount.inputValue()).toBe("60");
    expect(await amount.getAttribute("step")).toBe("0.01");
    expect(await amount.getAttribute("min")).toBe("0.02");
    const confirm = modal.getByRole("button", { name: "Confirm" });
    await amount.fill("");
    expect(await confirm.isDisabled()).toBe(true);
    await amount.fill("75.5");
    expect(await confirm.isDisabled()).toBe(false);
    const readsBefore = list.count;
    await confirm.click();
    await gone(modal);

    // While it runs: its spinner, every widget button disabled.
    await expect.poll(() => raise.getAttribute("data-loading")).not.toBeNull();
    expect(await pause.isDisabled()).toBe(true);
    expect(routes.calls).toEqual([
      {
        method: "PUT",
        path: "/api/widget-actions/21/campaigns/c1/daily-budget",
        body: { messageId: "ai-budget", budget: 75.5 },
      },
    ]);
    routes.answer();
    await visible(toast(page, "Action performed successfully"));
    // A Campaign action reads the campaign lists again.
    await expect.poll(() => list.count).toBeGreaterThan(readsBefore);
    await expect.poll(() => pause.isDisabled()).toBe(false);
    await expect.poll(() => raise.isDisabled()).toBe(true);
    await chat.push("MESSAGE_UPDATED", { ...budgetMessage, isWidgetUsed: true });
    await hoverTip(raise.locator("xpath=.."), "You have already used this widget");

    // An action with no input runs at once.
    await pause.click();
    await expect.poll(() => routes.calls.length).toBe(2);
    expect(routes.calls[1]).toEqual({
      method: "PUT",
      path: "/api/widget-actions/21/campaigns/c2/state",
      body: { messageId: "ai-state", state: "PAUSED" },
    });
    routes.answer();
    await expect.poll(() => pause.isDisabled()).toBe(true);

    // An array: comma-separated, trimmed, empties dropped, listed under 'Entered values:'; a click outside closes it.
    await panelOf(page).getByRole("button", { name: "Add negative keywords" }).click();
    const negatives = page.getByRole("dialog", { name: "Add negative keywords" });
    const terms = negatives.getByLabel("Enter keywords separated with commas, e.g. 'keyword1, keyword2'");
    expect(await terms.inputValue()).toBe("free");
    await terms.fill(" free , , used socks ,");
    await visible(negatives.getByText("Entered values:"));
    await screenshot(page, "chat-widget-modal");
    expect(
      await negatives.getByRole("list", { name: "Entered values" }).getByRole("listitem").allInnerTexts(),
    ).toEqual(["free", "used socks"]);
    await page.mouse.click(10, 10);
    await gone(negatives);
    expect(routes.calls).toHaveLength(2);
  }, 120_000);
});
