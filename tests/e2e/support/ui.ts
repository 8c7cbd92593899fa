import type { Locator, Page } from "playwright-core";

/** The notice showing this text. */
export const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** Clicks a switch or checkbox through the label around it, as a user does (its input is hidden). */
export const flip = (input: Locator) => input.locator("xpath=ancestor::label[1]").click();
