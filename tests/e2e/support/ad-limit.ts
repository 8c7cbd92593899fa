import type { Page } from "playwright-core";
import { localD1 } from "./local-d1";
import { gone, visible } from "./wait";

/**
 * Puts the seller at their plan's ad limit (users.is_ad_limit_reached), opens `path`, closes the
 * 'Ad limit reached' dialog it must show, runs `check` on the page, and lifts the limit again even when
 * `check` fails (the demo seller is shared by the files of a shard).
 */
export async function atAdLimit(page: Page, email: string, path: string, check: () => Promise<void>) {
  const seller = `'${email.replaceAll("'", "''")}'`;
  const setLimit = (reached: boolean) =>
    localD1(`update users set is_ad_limit_reached = ${reached ? 1 : 0} where email = ${seller}`);
  await setLimit(true);
  try {
    await page.goto(path);
    const dialog = page.getByRole("dialog", { name: "Ad limit reached" });
    await visible(dialog, 30_000);
    await page.keyboard.press("Escape");
    await gone(dialog);
    await check();
  } finally {
    await setLimit(false);
  }
}
