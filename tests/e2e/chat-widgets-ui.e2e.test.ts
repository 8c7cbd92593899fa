/**
 * The chat's widgets (issue 19 item 4; document 001 §5) on answered calls, as chat-ui.e2e: the input
 * modal, the spinner, the other widgets waiting, the refetch after a Campaign action, the used tooltip.
 * Then a widget the offline analyst proposes to the demo seller (issue 32, M2): asked for before it acts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { widgetCall } from "../../worker/contracts/chat/widget-catalogue";
import { subjectName } from "../../worker/contracts/chat/widget-texts";
import { screenshot, useBrowser } from "./support/browser";
import { chatMessage } from "./support/chat-fake";
import { chatOnQuickLaunch, history, openButton, openChat, panelOf, widget } from "./support/chat-ui";
import { localD1 } from "./support/local-d1";
import { buyStartUp } from "./support/plans";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
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
  const demoSeller = sharedDemoSeller();

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
            subject: "Shoes Exact",
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
    // The effect, written again with the amount entered.
    expect(await modal.getByTestId("widget-effect").innerText()).toBe(
      'Set the daily budget of campaign "Shoes Exact" to $75.50.',
    );
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

    // An action with no input asks too (issue 32, M2): its effect, then only Confirm sends it.
    await pause.click();
    const pausing = page.getByRole("dialog", { name: "Pause Socks Auto" });
    await visible(pausing.getByTestId("widget-effect"));
    expect(await pausing.getByTestId("widget-effect").innerText()).toBe(
      'Pause campaign "Socks Auto". Its state becomes Paused: its ads stop showing until it is enabled again.',
    );
    expect(routes.calls).toHaveLength(1);
    await pausing.getByRole("button", { name: "Confirm" }).click();
    await gone(pausing);
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
    expect(await negatives.getByTestId("widget-effect").innerText()).toBe(
      'Add 2 negative exact keywords to campaign "Socks Auto".',
    );
    await page.mouse.click(10, 10);
    await gone(negatives);
    expect(routes.calls).toHaveLength(2);
  }, 120_000);

  it(
    "asks before pausing a campaign the assistant proposed: the server's words name it and its new state; Cancel and the dialog itself send nothing",
    async () => {
      const { page } = browser;
      const { email } = await demoSeller(page);
      // An enabled US campaign whose name no other campaign of the seller's has: the analyst finds it by name.
      const [managed] = await localD1<{ profile_id: number; campaign_id: string; name: string }>(
        "select c.profile_id, c.campaign_id, c.name from sp_campaigns c " +
          "join amazon_profiles p on p.id = c.profile_id join amazon_accounts a on a.token_id = p.token_id " +
          `join users u on u.id = a.user_id where u.email = '${email}' and p.country_code = 'US' and c.state = 'ENABLED' ` +
          "and (select count(*) from sp_campaigns o join amazon_profiles op on op.id = o.profile_id " +
          "join amazon_accounts oa on oa.token_id = op.token_id where oa.user_id = u.id and lower(o.name) = lower(c.name)) = 1 " +
          "order by c.campaign_id desc limit 1",
      );
      if (!managed) throw new Error("the demo seller has an enabled US campaign of its own name");
      await localD1(
        `insert into managed_campaigns (profile_id, campaign_id, source, created_at) values (${managed.profile_id}, '${managed.campaign_id}', 'QUICK_LAUNCH', 0)`,
      );
      await buyStartUp(page);

      const sent: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/widget-actions/")) sent.push(`${request.method()} ${pathname}`);
      });
      // Answered here: the sandbox's campaign, shared with the shard's other files, stays enabled.
      await page.route(
        (url) => url.pathname.startsWith("/api/widget-actions/"),
        (route) =>
          route.fulfill({
            contentType: "application/json",
            body: JSON.stringify({ status: "SUCCESS", data: {} }),
          }),
      );
      await page.goto("/quick-launch");
      await visible(page.getByRole("heading", { name: "Quick Launch", level: 1 }));
      await openButton(page).click();
      await visible(panelOf(page));
      await panelOf(page).getByRole("textbox", { name: "Message" }).fill(`Pause campaign "${managed.name}"`);
      await panelOf(page).getByRole("button", { name: "Send" }).click();

      // The button and the dialog say what the server wrote from the stored name, whatever the engine said.
      const name = subjectName(managed.name);
      const label = `Pause campaign "${name}"`;
      const button = panelOf(page).getByRole("button", { name: label, exact: true });
      await visible(button);
      await button.click();
      const dialog = page.getByRole("dialog", { name: label });
      const effect = dialog.getByTestId("widget-effect");
      await visible(effect);
      expect(await effect.innerText()).toBe(
        `Pause campaign "${name}". Its state becomes Paused: its ads stop showing until it is enabled again.`,
      );
      await screenshot(page, "chat-widget-confirm-desktop");
      await page.setViewportSize({ width: 390, height: 844 });
      await visible(dialog.getByRole("button", { name: "Confirm" }));
      await screenshot(page, "chat-widget-confirm-phone", { fullPage: false });
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(sent).toEqual([]);

      await dialog.getByRole("button", { name: "Cancel" }).click();
      await gone(dialog);
      expect(await button.isDisabled()).toBe(false);

      await button.click();
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await visible(toast(page, "Action performed successfully"));
      // One call, Confirm's: Cancel sent none.
      expect(sent).toEqual([
        `PUT /api/widget-actions/${managed.profile_id}/campaigns/${managed.campaign_id}/state`,
      ]);
    },
    CONNECT_TIMEOUT,
  );
});
