/**
 * Settings › Subscriptions (document 001 §2, §9; issue 18 item 6) against the sandbox's Stripe: its
 * hosted checkout and portal pages, and the signed webhooks it posts back to this run's Worker.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { sellerOverHttp } from "./support/seller-over-http";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

const PLANS = [
  {
    plan: "START_UP",
    name: "Start Up",
    list: "$397",
    price: "$197",
    sale: "Save $200",
    cap: "$10,000",
    benefits: ["Support team"],
  },
  {
    plan: "SCALE_UP",
    name: "Scale Up",
    list: "$597",
    price: "$397",
    sale: "Save $200",
    cap: "$50,000",
    benefits: ["Support team", "Onboarding support"],
  },
  {
    plan: "PROFESSIONAL",
    name: "Professional",
    list: "$797",
    price: "$547",
    sale: "Save $250",
    cap: "$200,000",
    benefits: ["Support team", "Onboarding support", "VIP support"],
  },
] as const;

const card = (page: Page, plan: string) => page.getByTestId(`plan-${plan}`);
const textOf = async (locator: Locator) => (await locator.innerText()).trim();

/** Each card's price and sale, as the seller reads them. */
async function prices(page: Page, expected: Record<string, [string, string, string]>) {
  for (const [plan, [list, price, sale]] of Object.entries(expected)) {
    await expect.poll(() => textOf(card(page, plan).getByTestId("price"))).toBe(price);
    expect(await textOf(card(page, plan).getByTestId("list-price"))).toBe(list);
    expect(await textOf(card(page, plan).getByTestId("sale"))).toBe(sale);
  }
}

async function openTab(page: Page) {
  await page.goto("/settings#subscriptions");
  await visible(page.getByRole("tab", { name: "Subscriptions", selected: true }));
  await visible(card(page, "START_UP").getByTestId("price"));
}

describe("settings: subscriptions", () => {
  const browser = useBrowser();
  // New sellers signed up through the API (the form is under test in sign-up-and-out.e2e), in trial.

  it("trial → Choose plan → hosted checkout → 'Your Plan' → switch → portal → promo code", async () => {
    const { page } = browser;
    await sellerOverHttp(page);
    await openTab(page);

    // A new seller in trial: the days left and three plans, each with every figure of §9.
    await visible(page.getByText("14 days left in your free trial"));
    for (const each of PLANS) {
      const plan = card(page, each.plan);
      await visible(plan.getByText(each.name, { exact: true }));
      expect(await textOf(plan.getByTestId("list-price"))).toBe(each.list);
      // Struck through: the list price is the one before the sale.
      expect(await plan.getByTestId("list-price").evaluate((node) => node.tagName)).toBe("S");
      expect(await textOf(plan.getByTestId("price"))).toBe(each.price);
      expect(await textOf(plan.getByTestId("sale"))).toBe(each.sale);
      await visible(plan.getByText(`Monthly ad spend up to ${each.cap}`));
      for (const benefit of each.benefits) await visible(plan.getByText(benefit, { exact: true }));
      expect(await plan.getByRole("listitem").count()).toBe(each.benefits.length);
      await visible(plan.getByRole("button", { name: "Choose plan" }));
      expect(await plan.getByText("Your Plan").count()).toBe(0);
    }
    expect(await page.getByRole("button", { name: "Choose plan" }).count()).toBe(3);
    await screenshot(page, "subscriptions-no-plan");

    // Choose plan → the sandbox's hosted checkout → pay → back on the app's own origin.
    const appOrigin = new URL(page.url()).origin;
    await card(page, "START_UP").getByRole("button", { name: "Choose plan" }).click();
    await visible(page.getByRole("heading", { name: "Subscribe to Skupilot Start Up" }));
    expect(new URL(page.url()).origin).not.toBe(appOrigin);
    await page.getByRole("button", { name: "Pay $197.00" }).click();
    await page.waitForURL((url) => url.origin === appOrigin && url.pathname === "/settings");

    // The signed webhook gave the seller their plan.
    await visible(card(page, "START_UP").getByText("Your Plan"));
    await visible(card(page, "START_UP").getByRole("button", { name: "Update subscription" }));
    await gone(page.getByTestId("trial-notice"));
    expect(await page.getByRole("button", { name: "Choose plan" }).count()).toBe(0);
    for (const plan of ["SCALE_UP", "PROFESSIONAL"]) {
      await visible(card(page, plan).getByRole("button", { name: "Switch to this plan" }));
      expect(await card(page, plan).getByText("Your Plan").count()).toBe(0);
    }
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await screenshot(page, "subscriptions-with-plan");

    // Switch on another card → 'Plan was updated' and the returned plan shown.
    await card(page, "SCALE_UP").getByRole("button", { name: "Switch to this plan" }).click();
    const confirm = page.getByRole("dialog", { name: "Switch to Scale Up?" });
    await visible(confirm.getByText("Your subscription moves from Start Up to Scale Up"));
    await screenshot(page, "subscriptions-switch-confirm");
    await confirm.getByRole("button", { name: "Switch plan" }).click();
    await gone(confirm);
    await visible(toast(page, "Plan was updated"));
    await visible(card(page, "SCALE_UP").getByText("Your Plan"));
    expect(await card(page, "START_UP").getByText("Your Plan").count()).toBe(0);
    await visible(card(page, "START_UP").getByRole("button", { name: "Switch to this plan" }));

    // 'Update subscription' → the billing portal, which bills the switched plan; and back.
    await card(page, "SCALE_UP").getByRole("button", { name: "Update subscription" }).click();
    await visible(page.getByRole("heading", { name: "Manage your subscription" }));
    await visible(page.getByText("Skupilot Scale Up", { exact: true }));
    await page.getByRole("link", { name: "← Return to Skupilot" }).click();
    await page.waitForURL((url) => url.origin === appOrigin && url.pathname === "/settings");
    await visible(card(page, "SCALE_UP").getByText("Your Plan"));

    // Promotion code: required, and an empty value is not sent.
    const codeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/subscriptions/promotion-code/"))
        codeRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByRole("button", { name: "Add promo code" }).click();
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(page.getByTestId("promotion-code-form").getByText("Required"));
    await page.getByLabel("Promo code").fill("   ");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(page.getByTestId("promotion-code-form").getByText("Required"));
    expect(codeRequests).toEqual([]);

    // An unknown code: the server's message (document 000 §8); an expired one is refused too.
    await page.getByLabel("Promo code").fill("NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(toast(page, "This promotion code does not exist."));
    await page.getByLabel("Promo code").fill("SPRING30");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(page.getByText("This promotion code has expired"));
    await prices(page, { START_UP: ["$397", "$197", "Save $200"] });

    // A valid code → 'Promo code confirmed', a card instead of the button, prices by §9's rule.
    await page.getByLabel("Promo code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(toast(page, "Promo code confirmed"));
    // Applying attaches, so every Apply is a POST: a GET (a link the seller opens) only validates.
    expect(codeRequests).toEqual(
      ["NOPE", "SPRING30", "WELCOME10"].map((code) => `POST /api/subscriptions/promotion-code/${code}`),
    );
    const codeCard = page.getByTestId("promotion-code-card");
    await visible(codeCard.getByText("WELCOME10"));
    await visible(codeCard.getByText("10% off on the first payment · every plan"));
    expect(await page.getByRole("button", { name: "Add promo code" }).count()).toBe(0);
    await prices(page, {
      START_UP: ["$397", "$358", "Save $39"],
      SCALE_UP: ["$597", "$538", "Save $59"],
      PROFESSIONAL: ["$797", "$718", "Save $79"],
    });
    for (const each of PLANS) await visible(card(page, each.plan).getByText("10% promo code"));
    await screenshot(page, "subscriptions-promo-code");

    // Still a card after a reload: the code is attached to the seller.
    await openTab(page);
    await visible(page.getByTestId("promotion-code-card").getByText("WELCOME10"));
    await prices(page, { SCALE_UP: ["$597", "$538", "Save $59"] });

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(card(page, "PROFESSIONAL"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "subscriptions-promo-code-phone");
  });

  it("the partner's coupon discounts START_UP only; a phone shows the cards one under another", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await sellerOverHttp(page);
    await openTab(page);
    await visible(page.getByText("14 days left in your free trial"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "subscriptions-no-plan-phone");

    await page.getByRole("button", { name: "Add promo code" }).click();
    await page.getByLabel("Promo code").fill("SELLERCIRCLE");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(toast(page, "Promo code confirmed"));
    await visible(page.getByTestId("promotion-code-card").getByText("50% off on every payment · Start Up"));
    await prices(page, {
      START_UP: ["$397", "$199", "Save $198"],
      SCALE_UP: ["$597", "$397", "Save $200"],
      PROFESSIONAL: ["$797", "$547", "Save $250"],
    });
    await visible(card(page, "START_UP").getByText("50% promo code"));
    expect(await page.getByTestId("promo-applied").count()).toBe(1);
    await screenshot(page, "subscriptions-partner-code-phone");
    const [first, second] = await Promise.all(
      ["START_UP", "SCALE_UP"].map(async (plan) => (await card(page, plan).boundingBox())?.y ?? 0),
    );
    expect(second).toBeGreaterThan(first ?? 0);
  });
});
