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
  await about.scrollIntoViewIfNeeded();
  await about
    .page()
    .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await about.focus();
  return about.page().getByRole("tooltip");
}
