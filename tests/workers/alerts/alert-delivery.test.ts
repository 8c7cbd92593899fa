import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceToday } from "../../../worker/clock/zone-clock";
import { DEFAULT_ALERT_RULES } from "../../../worker/contracts/alerts/alert-rules";
import type { NotificationPage } from "../../../worker/contracts/alerts/notifications";
import type { NotificationCreatedEvent } from "../../../worker/contracts/realtime/notification-events";
import { createDatabase } from "../../../worker/db/client";
import { alertAfterRun, alertJobFailure } from "../../../worker/services/alerts/evaluate-profile";
import { confirmAddress, signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { linkToken, mailsTo, waitForMail } from "../support/outbox";
import { openTab, type Tab } from "../support/realtime";
import { seedCampaign, seedProfile, TIMEZONE } from "../support/seed-ads";

/**
 * The alerts raised after a profile's hourly run, and where they reach the seller: the notification
 * centre (GET /api/notifications, the real-time channel) and the sandbox's outbox, at once or in the
 * daily digest, each with a signed unsubscribe link.
 */
const db = createDatabase(env.DB);
let seller: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let profileId = 0;
let tab: Tab;
const NOW = new Date("2026-11-20T20:00:00Z");
const today = (now = NOW) => marketplaceToday(TIMEZONE, now);

const budgetOut = (campaignId: string, now: Date, hour: number) =>
  env.DB.prepare("insert into campaign_budget_outs (profile_id, campaign_id, date, hour) values (?, ?, ?, ?)")
    .bind(profileId, campaignId, today(now), hour)
    .run();
const page = async (cookie = seller.cookie, query = "") =>
  (await call(`/api/notifications${query}`, { cookie })).json.data as NotificationPage;
const afterRun = (now = NOW, failed = 0) => alertAfterRun(db, env, profileId, { failed, skuId: null }, now);

beforeAll(async () => {
  seller = await signedInUser("alerted");
  await confirmAddress(seller.id);
  stranger = await signedInUser("alerted-stranger");
  profileId = await seedProfile(seller.id);
  await seedCampaign(profileId, { campaignId: "C-MUGS", name: "Mugs exact" });
  await seedCampaign(profileId, { campaignId: "C-LATE", name: "Mugs late" });
  await seedCampaign(profileId, { campaignId: "C-CUPS", name: "Cups broad" });
  tab = await openTab(seller.cookie);
});

afterAll(async () => {
  await tab.close();
});

describe("a budget that ran out before the rule's hour", () => {
  it("is in the notification centre, on the open tab at once, and e-mailed with a link to the campaign and an unsubscribe link", async () => {
    await budgetOut("C-MUGS", NOW, 9);
    await budgetOut("C-LATE", NOW, 19);
    expect(await afterRun()).toBe(1);

    const [event] = (
      await tab.until((events) => events.some((e) => e.type === "NOTIFICATION_CREATED"))
    ).filter((e): e is NotificationCreatedEvent => e.type === "NOTIFICATION_CREATED");
    expect(event?.data).toMatchObject({
      title: "Budget ran out by 09:00: Mugs exact",
      link: "/campaign/C-MUGS",
    });

    const listed = await page();
    expect(listed.unread).toBe(1);
    expect(listed.notifications).toEqual([
      expect.objectContaining({
        profileId,
        kind: "budgetOut",
        title: "Budget ran out by 09:00: Mugs exact",
        link: "/campaign/C-MUGS",
        createdAt: NOW.toISOString(),
        read: false,
      }),
    ]);

    const mail = await waitForMail(seller.email, /^Skupilot alert: Budget ran out by 09:00: Mugs exact$/);
    expect(mail.text).toContain('Campaign "Mugs exact" spent its daily budget by 09:00 today');
    expect(mail.text).toContain("Open it in Skupilot: http://127.0.0.1:8787/campaign/C-MUGS");
    expect(linkToken(mail, "/alerts/unsubscribe").token).toMatch(/^\d+\.budgetOut\./);
  });

  it("is raised once a day: the next hours' runs add no alert and send no mail", async () => {
    expect(await afterRun(addHours(NOW, 1))).toBe(0);
    expect((await page()).notifications).toHaveLength(1);
    expect(
      (await mailsTo(seller.email)).filter((mail) => mail.subject.startsWith("Skupilot alert")),
    ).toHaveLength(1);
  });

  it("the unsubscribe link stops that alert's e-mails without signing in; a forged token is refused", async () => {
    const [mail] = (await mailsTo(seller.email)).filter((m) =>
      m.subject.startsWith("Skupilot alert: Budget"),
    );
    const { token } = linkToken(mail as never, "/alerts/unsubscribe");
    const forged = token.replace(".budgetOut.", ".runFailed.");
    const refused = await call("/api/alerts/unsubscribe", { method: "POST", body: { token: forged } });
    expect(refused.status).toBe(404);
    expect(refused.json.data.code).toBe(1006);
    const bad = await call("/api/alerts/unsubscribe", { method: "POST", body: { token: "x" } });
    expect(bad.json.data).toMatchObject({ code: 1005, message: expect.stringContaining("token") });

    const done = await call("/api/alerts/unsubscribe", { method: "POST", body: { token } });
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ alert: "Budget ran out early" });
    const rules = await call(`/api/alerts/${profileId}/rules`, { cookie: seller.cookie });
    expect(rules.json.data.budgetOut).toEqual({ ...DEFAULT_ALERT_RULES.budgetOut, delivery: "IN_APP" });
    expect(rules.json.data.runFailed).toEqual(DEFAULT_ALERT_RULES.runFailed);
  });
});

describe("the daily digest", () => {
  it("gathers digest alerts into one e-mail at most once in 24 hours", async () => {
    const rules = {
      ...DEFAULT_ALERT_RULES,
      budgetOut: { ...DEFAULT_ALERT_RULES.budgetOut, delivery: "EMAIL_DIGEST" },
    };
    await call(`/api/alerts/${profileId}/rules`, { method: "PUT", body: rules, cookie: seller.cookie });
    const day2 = addHours(NOW, 24);
    await budgetOut("C-MUGS", day2, 8);
    expect(await afterRun(day2)).toBe(1);
    const first = await waitForMail(seller.email, /^Skupilot daily digest: 1 alert$/);
    expect(first.text).toContain("Budget ran out by 08:00: Mugs exact");
    expect(linkToken(first, "/alerts/unsubscribe").token).toMatch(/\.budgetOut\./);

    await budgetOut("C-CUPS", addHours(day2, 2), 10);
    expect(await afterRun(addHours(day2, 2))).toBe(1);
    expect(
      (await mailsTo(seller.email)).filter((m) => m.subject.startsWith("Skupilot daily digest")),
    ).toHaveLength(1);

    const day3 = addHours(day2, 24);
    expect(await afterRun(day3)).toBe(0);
    const second = await waitForMail(seller.email, /^Skupilot daily digest: 1 alert$/, 2);
    expect(second.text).toContain("Budget ran out by 10:00: Cups broad");
  });
});

describe("an address nobody confirmed", () => {
  it("gets no alert e-mail: the alerts quote names typed on Amazon; the notification centre has them", async () => {
    const unconfirmed = await signedInUser("alerted-unconfirmed");
    const theirs = await seedProfile(unconfirmed.id);
    await seedCampaign(theirs, { campaignId: "C-SPAM", name: "Spam campaign" });
    await env.DB.prepare(
      "insert into campaign_budget_outs (profile_id, campaign_id, date, hour) values (?, ?, ?, 7)",
    )
      .bind(theirs, "C-SPAM", today())
      .run();
    expect(await alertAfterRun(db, env, theirs, { failed: 0, skuId: null }, NOW)).toBe(1);
    expect((await page(unconfirmed.cookie)).notifications.map((n) => n.title)).toEqual([
      "Budget ran out by 07:00: Spam campaign",
    ]);
    expect(await mailsTo(unconfirmed.email)).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ subject: expect.stringMatching(/^Skupilot alert/) }),
      ]),
    );
  });
});

describe("job failures", () => {
  it("a refused token raises 'reconnect' (e-mailed at once) and a run given up raises 'run failed' (in the app only)", async () => {
    const before = (await mailsTo(seller.email)).length;
    expect(await alertJobFailure(db, env, profileId, { kind: "accountRefused" }, NOW)).toBe(1);
    expect(await alertJobFailure(db, env, profileId, { kind: "runGivenUp" }, NOW)).toBe(1);
    expect(await alertJobFailure(db, env, profileId, { kind: "runGivenUp" }, addHours(NOW, 1))).toBe(0);
    const [failed, reconnect] = (await page()).notifications;
    expect(reconnect).toMatchObject({
      title: "Reconnect your Amazon account: seeded",
      link: "/settings#amazon-accounts",
    });
    expect(failed).toMatchObject({ title: "Automation run failed: Seeded US", link: "/advertised-sku" });
    await waitForMail(seller.email, /^Skupilot alert: Reconnect your Amazon account: seeded$/);
    expect((await mailsTo(seller.email)).length).toBe(before + 1);
  });
});

describe("GET /api/notifications and marking read", () => {
  it("pages newest first with the unread count", async () => {
    const all = await page();
    const first = await page(seller.cookie, "?limit=2");
    expect(first.notifications.map((n) => n.id)).toEqual(all.notifications.slice(0, 2).map((n) => n.id));
    expect(first.nextBefore).toBe(all.notifications[1]?.id);
    const next = await page(seller.cookie, `?limit=2&before=${first.nextBefore}`);
    expect(next.notifications.map((n) => n.id)).toEqual(all.notifications.slice(2, 4).map((n) => n.id));
    expect(first.unread).toBe(all.notifications.length);
    const bad = await call("/api/notifications?limit=0", { cookie: seller.cookie });
    expect(bad.json.data).toMatchObject({ code: 1005, message: expect.stringContaining("limit") });
  });

  it("marks one read, refuses another seller's (1006) without touching it, then marks all read", async () => {
    const [newest] = (await page()).notifications;
    const id = newest?.id ?? 0;
    const theirs = await call(`/api/notifications/${id}/read`, { method: "POST", cookie: stranger.cookie });
    expect(theirs.json.data.code).toBe(1006);
    expect((await page(stranger.cookie)).notifications).toEqual([]);
    const unread = (await page()).unread;
    expect((await page()).notifications[0]?.read).toBe(false);

    const mine = await call(`/api/notifications/${id}/read`, { method: "POST", cookie: seller.cookie });
    expect(mine.json.data).toEqual({ unread: unread - 1 });
    expect((await page()).notifications[0]?.read).toBe(true);
    const all = await call("/api/notifications/read", { method: "POST", cookie: seller.cookie });
    expect(all.json.data).toEqual({ unread: 0 });
    expect((await page()).unread).toBe(0);
  });
});
