import { describe, expect, it } from "vitest";
import { alertDigestMail, alertMail } from "../../../worker/mail/messages/alert-mails";
import { readUnsubscribeToken, unsubscribeToken } from "../../../worker/services/alerts/unsubscribe-token";

const alert = {
  title: "Budget ran out by 09:00: <Mugs>",
  text: 'Campaign "<Mugs>" spent its daily budget by 09:00 today.',
  actUrl: "https://app.example/campaign/C1",
  unsubscribeUrl: "https://app.example/alerts/unsubscribe?token=t",
};

describe("alert e-mails", () => {
  it("says the alert, where to act and how to stop its e-mails; names typed on Amazon are escaped in HTML", () => {
    const mail = alertMail("seller@example.com", alert);
    expect(mail.subject).toBe("Skupilot alert: Budget ran out by 09:00: <Mugs>");
    expect(mail.text).toBe(
      [
        'Campaign "<Mugs>" spent its daily budget by 09:00 today.',
        "",
        "Open it in Skupilot: https://app.example/campaign/C1",
        "",
        "Stop e-mails of this alert (it stays in the app's notifications): https://app.example/alerts/unsubscribe?token=t",
      ].join("\n"),
    );
    expect(mail.html).toContain("&#60;Mugs&#62;");
    expect(mail.html).not.toContain("<Mugs>");
    expect(mail.html).toContain('href="https://app.example/alerts/unsubscribe?token=t"');
  });

  it("counts the digest's alerts in its subject and lists each with its links", () => {
    expect(alertDigestMail("s@example.com", [alert]).subject).toBe("Skupilot daily digest: 1 alert");
    const two = alertDigestMail("s@example.com", [alert, { ...alert, title: "Out of stock: MUG-1" }]);
    expect(two.subject).toBe("Skupilot daily digest: 2 alerts");
    expect(two.text.match(/Stop e-mails of this alert/g)).toHaveLength(2);
    expect(two.text).toContain("Out of stock: MUG-1");
  });
});

describe("the unsubscribe token", () => {
  it("names the profile and alert it was signed for, and nothing else", async () => {
    const token = await unsubscribeToken("secret", 42, "budgetOut");
    expect(await readUnsubscribeToken("secret", token)).toEqual({ profileId: 42, kind: "budgetOut" });
    expect(await readUnsubscribeToken("other-secret", token)).toBeNull();
    expect(await readUnsubscribeToken("secret", token.replace("42.", "43."))).toBeNull();
    expect(await readUnsubscribeToken("secret", token.replace(".budgetOut.", ".runFailed."))).toBeNull();
    expect(await readUnsubscribeToken("secret", `${token}.extra`)).toBeNull();
    expect(await readUnsubscribeToken("secret", "42.unknownKind.abc")).toBeNull();
  });
});
