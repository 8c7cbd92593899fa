import { beforeAll, describe, expect, it } from "vitest";
import { adsFetch, type ProfileJson, profiles } from "./support/ads";
import { setFaults } from "./support/faults";
import { connect } from "./support/lwa";
import { advanceClock } from "./support/sandbox";

type StreamRecord = Record<string, string | number>;
type Received = { Messages: { MessageId: string; ReceiptHandle: string; Body: string }[] };

const ARN = "arn:aws:sqs:us-east-1:123456789012:skupilot-stream";
let token: string;
let us: ProfileJson;

/** Access tokens live 60 simulated minutes: a test that moves the clock signs in again. */
async function advance(duration: string) {
  await advanceClock(duration);
  token = (await connect()).access_token;
}

beforeAll(async () => {
  token = (await connect()).access_token;
  us = (await profiles(token)).find((p) => p.countryCode === "US") as ProfileJson;
});

const call = (path: string, body: unknown, scope: number = us.profileId, bearer = token) =>
  adsFetch(`/streams${path}`, {
    token: bearer,
    scope,
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
  });

async function subscribe(
  dataSetId: string,
  clientRequestToken: string,
  scope = us.profileId,
  bearer = token,
) {
  const response = await call(
    "/subscriptions",
    { clientRequestToken, dataSetId, destinationArn: ARN },
    scope,
    bearer,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { subscriptionId: string }).subscriptionId;
}

async function receive(subscriptionId: string, max = 10, scope = us.profileId, bearer = token) {
  const response = await call(
    `/subscriptions/${subscriptionId}/messages/receive`,
    { MaxNumberOfMessages: max },
    scope,
    bearer,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as Received).Messages;
}

/** Receives until the queue answers nothing at this clock; deletes each batch when `acknowledge`. */
async function drain(subscriptionId: string, acknowledge = true) {
  const records: StreamRecord[] = [];
  for (;;) {
    const messages = await receive(subscriptionId);
    if (messages.length === 0) return records;
    for (const message of messages) records.push(...(JSON.parse(message.Body) as StreamRecord[]));
    if (!acknowledge) continue;
    const entries = messages.map((message, index) => ({
      Id: String(index),
      ReceiptHandle: message.ReceiptHandle,
    }));
    const deleted = await call(`/subscriptions/${subscriptionId}/messages/delete`, { Entries: entries });
    expect(((await deleted.json()) as { Successful: unknown[] }).Successful).toHaveLength(entries.length);
  }
}

describe("Marketing Stream subscriptions", () => {
  it("creates one subscription per client request token and lists it", async () => {
    const first = await subscribe("sp-traffic", "list-token");
    expect(first).toMatch(/^amzn1\.fead\.cs1\./);
    expect(await subscribe("sp-traffic", "list-token")).toBe(first);
    const listed = await adsFetch("/streams/subscriptions", { token, scope: us.profileId });
    const { subscriptions } = (await listed.json()) as {
      subscriptions: { subscriptionId: string; dataSetId: string; status: string }[];
    };
    expect(subscriptions).toContainEqual(
      expect.objectContaining({ subscriptionId: first, dataSetId: "sp-traffic", status: "ACTIVE" }),
    );
  });

  it("refuses an unknown dataset, a bad destination and a missing token, naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ clientRequestToken: "t", dataSetId: "sp-budget", destinationArn: ARN }, "dataSetId"],
      [
        { clientRequestToken: "t", dataSetId: "sp-traffic", destinationArn: "https://queue" },
        "destinationArn",
      ],
      [{ dataSetId: "sp-traffic", destinationArn: ARN }, "clientRequestToken"],
      [
        { clientRequestToken: "t", dataSetId: "sp-traffic", destinationArn: ARN, notes: "n".repeat(501) },
        "notes",
      ],
      [["not", "an", "object"], "JSON object"],
    ];
    for (const [body, field] of cases) {
      const response = await call("/subscriptions", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { details: string }).details).toContain(field);
    }
  });
});

describe("pulling a subscription's messages", () => {
  it("delivers each hour's sp-traffic records with Amazon's fields, at most MaxNumberOfMessages a call, each once until the clock moves", async () => {
    const id = await subscribe("sp-traffic", "pull-token");
    const first = await receive(id, 3);
    expect(first).toHaveLength(3);
    const record = (JSON.parse(first[0]?.Body ?? "[]") as StreamRecord[])[0];
    expect(record).toMatchObject({
      dataset_id: "sp-traffic",
      advertiser_id: String(us.profileId),
      marketplace_id: "ATVPDKIKX0DER",
      currency: "USD",
    });
    expect(String(record?.time_window_start)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00Z$/);
    for (const field of [
      "idempotency_id",
      "campaign_id",
      "ad_group_id",
      "ad_id",
      "impressions",
      "clicks",
      "cost",
    ]) {
      expect(record).toHaveProperty(field);
    }
    const second = await receive(id, 3);
    expect(second.map((m) => m.MessageId)).not.toEqual(expect.arrayContaining(first.map((m) => m.MessageId)));
  });

  it("answers 400 for a delete of no entry or of more than 10", async () => {
    const id = await subscribe("sp-traffic", "delete-limits-token");
    const entry = { Id: "a", ReceiptHandle: "x" };
    for (const entries of [[], Array.from({ length: 11 }, () => entry), [{ Id: "a" }]]) {
      const response = await call(`/subscriptions/${id}/messages/delete`, { Entries: entries });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { details: string }).details).toContain("Entries");
    }
  });

  it("answers 400 for more than 10 messages, 404 for another profile's subscription", async () => {
    const id = await subscribe("sp-traffic", "limits-token");
    const tooMany = await call(`/subscriptions/${id}/messages/receive`, { MaxNumberOfMessages: 11 });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { details: string }).details).toContain("MaxNumberOfMessages");
    const ca = (await profiles(token)).find((p) => p.countryCode === "CA") as ProfileJson;
    const foreign = await call(
      `/subscriptions/${id}/messages/receive`,
      { MaxNumberOfMessages: 1 },
      ca.profileId,
    );
    expect(foreign.status).toBe(404);
  });

  it("gives a message not deleted again once the clock has moved, and forgets a deleted one; a stale handle fails", async () => {
    const id = await subscribe("sp-traffic", "ack-token");
    const [kept, acknowledged] = await receive(id, 2);
    const deleted = await call(`/subscriptions/${id}/messages/delete`, {
      Entries: [{ Id: "a", ReceiptHandle: acknowledged?.ReceiptHandle }],
    });
    expect(await deleted.json()).toEqual({ Successful: [{ Id: "a" }], Failed: [] });
    const again = await call(`/subscriptions/${id}/messages/delete`, {
      Entries: [{ Id: "b", ReceiptHandle: acknowledged?.ReceiptHandle }],
    });
    expect(((await again.json()) as { Failed: { Code: string }[] }).Failed[0]?.Code).toBe(
      "ReceiptHandleIsInvalid",
    );
    await advance("1h");
    const ids: string[] = [];
    for (let batch = await receive(id); batch.length > 0; batch = await receive(id))
      ids.push(...batch.map((m) => m.MessageId));
    expect(ids).toContain(kept?.MessageId);
    expect(ids).not.toContain(acknowledged?.MessageId);
  });

  it("delivers an hour's conversions again when orders land on its clicks later, never fewer than before", async () => {
    const id = await subscribe("sp-conversion", "conversion-token");
    const before = await drain(id);
    expect(before.length).toBeGreaterThan(0);
    const keyOf = (r: StreamRecord) => `${r.ad_id}|${r.time_window_start}`;
    const earlier = new Map(before.map((r) => [keyOf(r), r]));
    const { clock } = await advanceClock("2d");
    token = (await connect()).access_token;
    const advancedFrom = new Date(Date.parse(clock.now) - 48 * 3_600_000).toISOString();
    const after = await drain(id);
    // Orders of clicks from before the two days, landed during them: the stream sends their hours late.
    expect(after.some((r) => `${r.time_window_start}`.replace("Z", ".000Z") < advancedFrom)).toBe(true);
    for (const record of after.filter((r) => earlier.has(keyOf(r)))) {
      const old = earlier.get(keyOf(record)) as StreamRecord;
      expect(Number(record.attributed_conversions_30d)).toBeGreaterThan(
        Number(old.attributed_conversions_30d),
      );
      expect(record.idempotency_id).not.toBe(old.idempotency_id);
    }
  });
});

describe("the stream's gates", () => {
  it("needs the Ads token and a scope of the token's seller; another seller's queue answers only its own profile", async () => {
    const id = await subscribe("sp-traffic", "gate-token");
    const forged = await call(
      `/subscriptions/${id}/messages/receive`,
      { MaxNumberOfMessages: 1 },
      us.profileId,
      "Atza|forged",
    );
    expect(forged.status).toBe(401);
    const other = (await connect("harbor-pet@example.com")).access_token;
    const foreignScope = await call(
      `/subscriptions/${id}/messages/receive`,
      { MaxNumberOfMessages: 1 },
      us.profileId,
      other,
    );
    expect(foreignScope.status).toBe(401);
    const own = (await profiles(other)).find((p) => p.countryCode === "US") as ProfileJson;
    const theirs = await subscribe("sp-traffic", "gate-token", own.profileId, other);
    expect(theirs).not.toBe(id);
    const records = (await receive(theirs, 10, own.profileId, other)).flatMap(
      (m) => JSON.parse(m.Body) as StreamRecord[],
    );
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((r) => r.advertiser_id))).toEqual(new Set([String(own.profileId)]));
  });

  it("answers the request faults like the other Ads calls", async () => {
    const id = await subscribe("sp-traffic", "fault-token");
    await setFaults({ rateLimitRate: 1, retryAfterSeconds: 2 });
    try {
      const throttled = await call(`/subscriptions/${id}/messages/receive`, { MaxNumberOfMessages: 1 });
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get("Retry-After")).toBe("2");
    } finally {
      await setFaults();
    }
  });
});
