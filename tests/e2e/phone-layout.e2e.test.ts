import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const PHONE = { width: 390, height: 844 };

/** Each screen the phone menu reaches, by the heading it opens on. */
const SCREENS = [
  { path: "/", heading: "Dashboard", name: "dashboard" },
  { path: "/quick-launch", heading: "Quick Launch", name: "quick-launch" },
  { path: "/migrated-campaigns", heading: "Migrated Campaigns", name: "migrated-campaigns" },
  { path: "/advertised-sku", heading: "Advertised SKUs", name: "advertised-skus" },
  { path: "/analytics", heading: "Analytics", name: "analytics" },
  { path: "/settings", heading: "Settings", name: "settings" },
];

describe("the signed-in screens on a phone", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "fit the phone's width: wide tables scroll inside their own box, never the whole page sideways",
    async () => {
      const { page } = browser;
      await signIn(page);
      await page.setViewportSize(PHONE);
      const overflows: Record<string, number> = {};
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await visible(page.getByRole("heading", { name: screen.heading, level: 1 }));
        await page.waitForLoadState("networkidle");
        await screenshot(page, `phone-${screen.name}`);
        overflows[screen.name] = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
      }
      expect(overflows).toEqual(Object.fromEntries(SCREENS.map((screen) => [screen.name, 0])));
    },
    CONNECT_TIMEOUT,
  );
});
