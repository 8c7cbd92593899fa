import { afterEach, describe, expect, it } from "vitest";
import { signUp } from "../support/accounts";
import { call } from "../support/http";
import { clearMailFault, mailsTo, setMailFault, waitForMail } from "../support/outbox";

const VERIFY_MAIL = /^Confirm your e-mail address for Skupilot$/;

describe("a mail the provider fails to take is tried again, and sent once", () => {
  afterEach(async () => {
    await clearMailFault();
  });

  it("still e-mails the reset link when the mail API answers 503 twice", async () => {
    const seller = await signUp();
    await waitForMail(seller.email, VERIFY_MAIL);
    expect((await setMailFault(503, 2)).status).toBe(200);
    expect(
      (await call("/api/users/password-reset", { method: "POST", body: { email: seller.email } })).status,
    ).toBe(200);
    await waitForMail(seller.email, /^Reset your Skupilot password$/);
    expect(await mailsTo(seller.email)).toHaveLength(2); // the verification mail at sign-up, then the reset
  });

  it("still e-mails the verification link at sign-up when the mail API answers 500 once", async () => {
    expect((await setMailFault(500, 1)).status).toBe(200);
    const seller = await signUp();
    await waitForMail(seller.email, VERIFY_MAIL);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });
});
