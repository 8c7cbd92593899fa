import type { Locator, Page } from "playwright-core";

/** The notice showing this text. */
export const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** Clicks a switch or checkbox through the label around it, as a user does (its input is hidden). */
export const flip = (input: Locator) => input.locator("xpath=ancestor::label[1]").click();

/**
 * Focuses an (i) button and answers its tooltip. Focus scrolls the button into view, and a tooltip that
 * opened before that scroll's event arrived closes again (zag's closeOnScroll): on a busy machine the
 * event came after the 150 ms open delay. So the button is scrolled into view first and two frames
 * pass, by which time the scroll event has been dispatched.
 */
export async function focusTip(about: Locator) {
  await scrolledIntoView(about);
  await about.focus();
  return about.page().getByRole("tooltip");
}

/**
 * Hovers a target until the tooltip with this text shows, as a seller moves the mouse again when it
 * does not: a scroll of any box around the target (the page's data arriving, a list moving to its
 * newest message) closes an open tooltip (zag's closeOnScroll), and it stays closed while the pointer
 * rests. Each try leaves the target and comes back; the whole wait is bounded like `visible`.
 */
export async function hoverTip(target: Locator, text: string | RegExp, timeout = 30_000) {
  const page = target.page();
  const tip = page.getByRole("tooltip").filter({ hasText: text }).first();
  await scrolledIntoView(target);
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.mouse.move(0, 0);
    await target.hover({ force: true });
    const left = deadline - Date.now();
    const shown = await tip.waitFor({ state: "visible", timeout: Math.max(Math.min(left, 3_000), 1) }).then(
      () => true,
      () => false,
    );
    if (shown) return tip;
    if (Date.now() >= deadline) throw new Error(`no tooltip '${text}' on hovering ${target}`);
  }
}

/**
 * Opens a menu from its trigger and chooses an item, as a seller does once the menu stands still: the
 * menu is positioned next to its trigger after it mounts, and on a busy machine a click right after
 * mounting found the item still on its way there (the click landed beside it, closed the menu, and
 * nothing was chosen).
 */
export async function chooseMenuItem(trigger: Locator, item: string) {
  const page = trigger.page();
  await trigger.click();
  const menuItem = page.getByRole("menuitem", { name: item });
  await menuItem.waitFor({ state: "visible" });
  await twoFrames(page);
  await menuItem.click();
}

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Scrolls a target into view and lets two frames pass, so the scroll's event is behind us. */
async function scrolledIntoView(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await twoFrames(target.page());
}
