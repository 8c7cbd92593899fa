import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { mailsTo } from "./support/outbox";
import { dismissWelcomeTour, newSeller, signUpThroughForm } from "./support/users";
import { visible } from "./support/wait";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function screenshots(page: import("playwright-core").Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe("Settings › Team and invitations (issue 34 item 3)", () => {
  const browser = useBrowser();

  it("an Owner invites a Manager; the link from the outbox signs the invitee up and into the organisation", async () => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    const owner = await signUpThroughForm(page, newSeller());
    await page.goto("/settings#team");
    await visible(page.getByRole("heading", { name: "Invite a member" }));
    const invitee = newSeller();
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Invite" }).click();
    await visible(page.getByText("Enter a valid e-mail address"));
    await page.getByLabel("E-mail").fill(invitee.email);
    await page.getByLabel("Role").selectOption("manager");
    await page.getByRole("button", { name: "Invite" }).click();
    const pending = page.getByRole("table", { name: "Pending invitations" });
    await visible(pending.getByText(invitee.email));
    await screenshots(page, "team-owner-invited");

    const mail = await invitationMail(invitee.email);
    const link = mail.text?.match(/https?:\/\/\S+\/invitations\/\S+/)?.[0];
    if (!link) throw new Error("no invitation link in the mail");

    const other = await page.context().browser()?.newContext({ baseURL: browser.baseUrl, viewport: DESKTOP });
    if (!other) throw new Error("no browser");
    const away = await other.newPage();
    await away.goto(new URL(link).pathname);
    await visible(away.getByRole("heading", { name: "You are invited to Skupilot" }));
    await screenshots(away, "invitation-signed-out");
    await away.getByRole("link", { name: "Sign up" }).click();
    await away.getByLabel("Name").fill(invitee.name);
    await away.getByLabel("E-mail").fill(invitee.email);
    await away.getByLabel("Password").fill(invitee.password);
    await away.getByRole("button", { name: "Create account" }).click();
    await visible(away.getByRole("button", { name: "Accept the invitation" }));
    await screenshots(away, "invitation-signed-in");
    await away.getByRole("button", { name: "Accept the invitation" }).click();
    await away.waitForURL((url) => url.pathname === "/");
    const chosen = await away.evaluate(() => localStorage.getItem("skupilot.organisation"));
    expect(chosen).toBeTruthy();
    // A fresh browser session: the welcome tour greets the invitee on the organisation's dashboard.
    await dismissWelcomeTour(away);
    await screenshots(away, "invitation-accepted-dashboard");

    await away.goto("/settings#team");
    const members = away.getByRole("table", { name: "Members" });
    await visible(members.getByText(owner.email));
    await visible(members.getByText(invitee.email));
    await expect.poll(() => away.getByRole("heading", { name: "Invite a member" }).count()).toBe(0);
    await screenshots(away, "team-manager-read-only");

    await page.reload();
    const ownerView = page.getByRole("table", { name: "Members" });
    await visible(ownerView.getByRole("combobox", { name: `Role of ${invitee.name}` }));
    expect(await ownerView.getByRole("combobox", { name: `Role of ${invitee.name}` }).inputValue()).toBe(
      "manager",
    );
    await expect.poll(() => page.getByRole("table", { name: "Pending invitations" }).count()).toBe(0);
    await page.getByRole("button", { name: "Make owner" }).click();
    await visible(page.getByRole("alertdialog"));
    await screenshots(page, "team-transfer-dialog");
    await page.getByRole("button", { name: "Cancel" }).click();
    await other.close();
  });
});

/** The invitation mail to `to` ("Join <organisation> on Skupilot"), once the outbox has it. */
async function invitationMail(to: string) {
  const invitation = async () => (await mailsTo(to)).find((mail) => mail.subject.startsWith("Join "));
  await expect.poll(invitation, { timeout: 30_000 }).toBeTruthy();
  return (await invitation()) as NonNullable<Awaited<ReturnType<typeof invitation>>>;
}
