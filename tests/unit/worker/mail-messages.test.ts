import { describe, expect, it } from "vitest";
import { mailSettings } from "../../../worker/mail/mail-settings";
import { passwordResetMail } from "../../../worker/mail/messages/password-reset-mail";
import {
  supportTicketMail,
  supportTicketReceivedMail,
} from "../../../worker/mail/messages/support-ticket-mails";
import { verifyEmailMail } from "../../../worker/mail/messages/verify-email-mail";

const LINK = "https://app.skupilot.com/reset-password?token=a&b=c";
const ticket = {
  id: 42,
  fullName: "Ann <b>Seller</b>",
  email: "ann@example.com",
  businessName: "Ann & Co",
  reason: "Billing",
  description: "Line one\n<script>alert(1)</script>",
  accountEmail: "ann-account@example.com",
};

describe("the product's e-mails", () => {
  it("gives the reset link in both bodies, with its 30 minutes and single use", () => {
    const mail = passwordResetMail("ann@example.com", LINK);
    expect(mail.subject).toBe("Reset your Skupilot password");
    expect(mail.text).toContain(`Set a new password: ${LINK}`);
    expect(mail.text).toContain("The link works once and for 30 minutes.");
    expect(mail.html).toContain('href="https://app.skupilot.com/reset-password?token=a&#38;b=c"');
  });

  it("asks a new seller to confirm their address", () => {
    const mail = verifyEmailMail("ann@example.com", LINK);
    expect(mail.subject).toBe("Confirm your e-mail address for Skupilot");
    expect(mail.text).toContain(`Confirm your e-mail: ${LINK}`);
    expect(mail.html).toContain("Confirm e-mail address");
  });

  it("escapes what the seller typed in the ticket's HTML, and replies reach the right side", () => {
    const toSupport = supportTicketMail("support@skupilot.com", ticket);
    expect(toSupport).toMatchObject({ to: "support@skupilot.com", replyTo: "ann@example.com" });
    expect(toSupport.subject).toBe("Support request #42: Billing");
    expect(toSupport.html).not.toContain("<script>");
    expect(toSupport.html).toContain("&#60;script&#62;");
    expect(toSupport.html).toContain("Ann &#38; Co");
    expect(toSupport.text).toContain("Account: ann-account@example.com");

    const receipt = supportTicketReceivedMail(42, "ann-account@example.com", "support@skupilot.com");
    expect(receipt).toMatchObject({ to: "ann-account@example.com", replyTo: "support@skupilot.com" });
    expect(receipt.subject).toBe("We received your request #42");
  });

  it("reads its settings: Resend unless MAIL_API_URL says otherwise, links from AUTH_URL only", () => {
    expect(mailSettings({ AUTH_URL: "https://app.skupilot.com/" })).toEqual({
      apiUrl: "https://api.resend.com",
      apiKey: undefined,
      from: "Skupilot <no-reply@skupilot.com>",
      supportEmail: "support@skupilot.com",
      appOrigin: "https://app.skupilot.com",
    });
    const local = mailSettings({
      AUTH_URL: "http://127.0.0.1:8787",
      MAIL_API_URL: "http://127.0.0.1:8788/",
      MAIL_API_KEY: "re_x",
    });
    expect(local.apiUrl).toBe("http://127.0.0.1:8788");
    expect(local.apiKey).toBe("re_x");
  });
});
