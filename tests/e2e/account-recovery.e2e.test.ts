import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { linkIn, openMailInOutbox, waitForMail } from "./support/outbox";
import { dismissWelcomeTour, newSeller, signInThroughForm, signUpThroughForm } from "./support/users";
import { gone, visible } from "./support/wait";

const RESET_SUBJECT = "Reset your Skupilot password";
const VERIFY_SUBJECT = "Confirm your e-mail address for Skupilot";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Both widths of the page as it is now. */
async function screenshots(page: import("playwright-core").Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe("account recovery by e-mail", () => {
  const browser = useBrowser();

  it("forgot password → the sandbox outbox → the link → a new password signs in, the old session is gone; a used or expired link is refused", async () => {
    const { page } = browser;
    const seller = await signUpThroughForm(page, newSeller());
    await visible(page.getByRole("button", { name: "Connect account" }));

    // Another browser, signed out, where the seller forgot their password.
    const other = await page.context().browser()?.newContext({ baseURL: browser.baseUrl, viewport: DESKTOP });
    if (!other) throw new Error("no browser");
    const away = await other.newPage();
    await away.goto("/");
    await visible(away.getByRole("link", { name: "Forgot password?" }));
    await screenshots(away, "sign-in-with-forgot-password");
    await away.getByRole("link", { name: "Forgot password?" }).click();
    await visible(away.getByRole("heading", { name: "Reset your password" }));
    await screenshots(away, "forgot-password");
    await away.getByRole("button", { name: "Send reset link" }).click();
    await visible(away.getByText("Required"));
    await away.getByLabel("E-mail").fill(seller.email);
    await away.getByRole("button", { name: "Send reset link" }).click();
    await visible(away.getByText("Check your inbox"));
    await visible(away.getByText("If an account exists for this e-mail, we have sent it a link"));
    await screenshots(away, "forgot-password-sent");

    const mail = await waitForMail(seller.email, RESET_SUBJECT);
    await openMailInOutbox(away, seller.email, RESET_SUBJECT);
    await screenshots(away, "sandbox-outbox-mail");
    const link = linkIn(mail, "/reset-password");
    await away.locator("#text-body").getByRole("link", { name: link }).click();
    await visible(away.getByRole("heading", { name: "Set a new password" }));
    await away.getByLabel("New password").fill("short");
    await away.getByRole("button", { name: "Set new password" }).click();
    await visible(away.getByText("Min length - 8 characters"));
    await screenshots(away, "reset-password");
    await away.getByLabel("New password").fill("my-new-password-9");
    await away.getByRole("button", { name: "Set new password" }).click();
    await visible(away.getByText("Your password has been changed"));
    await screenshots(away, "reset-password-done");
    await away.getByRole("link", { name: "Sign in" }).click();
    await signInThroughForm(away, seller.email, seller.password);
    await visible(away.getByText("Incorrect e-mail or password."));
    await signInThroughForm(away, seller.email, "my-new-password-9");
    await dismissWelcomeTour(away);
    await visible(away.getByRole("button", { name: "Connect account" }));

    // The session made before the reset is over.
    await page.reload();
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));

    // The link again: already used.
    await away.goto(link);
    await away.getByLabel("New password").fill("another-password-8");
    await away.getByRole("button", { name: "Set new password" }).click();
    await visible(
      away.getByText("This link has already been used. Please ask for a new one if you still need it."),
    );
    await screenshots(away, "reset-password-used");

    // A new link left for 30 minutes: expired. The Worker reads the wall clock, so the link is aged in D1.
    await away.getByRole("link", { name: "Request a new link" }).click();
    await away.getByLabel("E-mail").fill(seller.email);
    await away.getByRole("button", { name: "Send reset link" }).click();
    const second = await waitForMail(seller.email, RESET_SUBJECT, 2);
    const aged = await localD1(
      `update account_tokens set expires_at = expires_at - 1800000, created_at = created_at - 1800000 where used_at is null and purpose = 'password-reset' and user_id = (select id from users where email = '${seller.email}') returning token_hash`,
    );
    expect(aged).toHaveLength(1);
    await away.goto(linkIn(second, "/reset-password"));
    await away.getByLabel("New password").fill("another-password-8");
    await away.getByRole("button", { name: "Set new password" }).click();
    await visible(
      away.getByText("This link has expired: links work for 30 minutes. Please ask for a new one."),
    );
    await visible(away.getByRole("link", { name: "Request a new link" }));
    await screenshots(away, "reset-password-expired");
    await other.close();
  });

  it("asks a new seller to confirm their address; the link in the mail confirms it and the banner goes", async () => {
    const { page } = browser;
    const seller = await signUpThroughForm(page, newSeller());
    const banner = page.getByTestId("verify-email-banner");
    await visible(banner.getByText("Please confirm your e-mail address"));
    await visible(banner.getByText(`We sent a link to ${seller.email}.`));
    await screenshots(page, "verify-email-banner");

    await waitForMail(seller.email, VERIFY_SUBJECT);
    await banner.getByRole("button", { name: "Resend e-mail" }).click();
    await visible(page.getByText("We have sent you a new link. Please check your inbox."));
    const mail = await waitForMail(seller.email, VERIFY_SUBJECT, 2);

    await page.goto(linkIn(mail, "/verify-email"));
    await visible(page.getByRole("heading", { name: "E-mail address confirmed" }));
    await visible(page.getByText(seller.email));
    await screenshots(page, "verify-email-done");
    await page.getByRole("link", { name: "Continue to Skupilot" }).click();
    await visible(page.getByRole("button", { name: "Connect account" }));
    await gone(banner);

    await page.goto("/verify-email?token=not-a-link-we-sent");
    await visible(page.getByText("This link is not valid. Please ask for a new one."));
    await screenshots(page, "verify-email-refused");
  });
});
