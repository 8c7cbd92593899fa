import { Hono } from "hono";
import { hourIndexOf, parseInstant, streamRecords } from "../../model/index";
import { adsError } from "../ads/ads-error";
import type { ProfileEnv } from "../catalog/profile-env";
import { deleteByHandle, deliver, messageId, receive } from "./stream-delivery";
import { parseDeleteRequest, parseReceiveRequest, parseSubscriptionRequest } from "./stream-requests";
import { StreamStore, type Subscription } from "./stream-store";

const INVALID_HANDLE = "The receipt handle is not valid (deleted, or received again since).";

const present = (subscription: Subscription) => ({
  subscriptionId: subscription.subscriptionId,
  clientRequestToken: subscription.clientRequestToken,
  dataSetId: subscription.dataSetId,
  destinationArn: subscription.destinationArn,
  notes: subscription.notes,
  status: subscription.status,
  createdDate: subscription.createdDate,
});

/**
 * Amazon Marketing Stream under /streams: subscriptions as the Ads API creates them, and each
 * subscription's delivered messages pulled the way SQS hands them out (receive, then delete by receipt
 * handle). In production the messages land in the subscription's destination, an SQS queue of
 * Skupilot's; the sandbox serves that queue itself, behind the Ads auth of the subscription's profile. A new subscription first receives the hours the world still keeps
 * (the sandbox's backfill; Amazon starts at the subscription).
 */
export const streamRoutes = new Hono<ProfileEnv>()
  .post("/subscriptions", async (c) => {
    const parsed = parseSubscriptionRequest(await c.req.json().catch(() => undefined));
    if (!parsed.ok) return adsError(c, 400, "INVALID_ARGUMENT", parsed.detail);
    const { profile, deps } = c.var;
    const store = new StreamStore(deps.storage);
    const request = parsed.value;
    const same = (await store.ofProfile(profile.profileId)).find(
      (subscription) => subscription.clientRequestToken === request.clientRequestToken,
    );
    if (same)
      return c.json({ subscriptionId: same.subscriptionId, clientRequestToken: same.clientRequestToken });
    const state = await deps.world.read();
    const number = await store.nextNumber();
    const subscription: Subscription = {
      ...request,
      subscriptionId: `amzn1.fead.cs1.${String(number).padStart(10, "0")}`,
      profileId: profile.profileId,
      status: "ACTIVE",
      createdDate: state.clock.now,
      deliveredThrough: 0,
      nextSeq: 1,
      queue: [],
    };
    await store.put(subscription);
    return c.json({
      subscriptionId: subscription.subscriptionId,
      clientRequestToken: request.clientRequestToken,
    });
  })
  .get("/subscriptions", async (c) => {
    const subscriptions = await new StreamStore(c.var.deps.storage).ofProfile(c.var.profile.profileId);
    return c.json({ subscriptions: subscriptions.map(present) });
  })
  .post("/subscriptions/:subscriptionId/messages/receive", async (c) => {
    const parsed = parseReceiveRequest(await c.req.json().catch(() => undefined));
    if (!parsed.ok) return adsError(c, 400, "INVALID_ARGUMENT", parsed.detail);
    const { profile, deps } = c.var;
    const store = new StreamStore(deps.storage);
    const subscription = await store.get(profile.profileId, c.req.param("subscriptionId"));
    if (!subscription) return adsError(c, 404, "NOT_FOUND", "No such subscription for this profile.");
    const { clock } = await deps.world.read();
    const delivered = deliver(subscription, profile, hourIndexOf(parseInstant(clock.now)));
    const { subscription: after, received } = receive(delivered, parsed.value.max, clock.now);
    await store.put(after);
    return c.json({
      Messages: received.map((message) => ({
        MessageId: messageId(after, message),
        ReceiptHandle: message.receiptHandle ?? "",
        Body: JSON.stringify(streamRecords(profile, after.dataSetId, message.hour)),
      })),
    });
  })
  .post("/subscriptions/:subscriptionId/messages/delete", async (c) => {
    const parsed = parseDeleteRequest(await c.req.json().catch(() => undefined));
    if (!parsed.ok) return adsError(c, 400, "INVALID_ARGUMENT", parsed.detail);
    const store = new StreamStore(c.var.deps.storage);
    let subscription = await store.get(c.var.profile.profileId, c.req.param("subscriptionId"));
    if (!subscription) return adsError(c, 404, "NOT_FOUND", "No such subscription for this profile.");
    const successful: { Id: string }[] = [];
    const failed: { Id: string; SenderFault: true; Code: string; Message: string }[] = [];
    for (const entry of parsed.value) {
      const after = deleteByHandle(subscription, entry.ReceiptHandle);
      if (after) {
        subscription = after;
        successful.push({ Id: entry.Id });
      } else {
        failed.push({
          Id: entry.Id,
          SenderFault: true,
          Code: "ReceiptHandleIsInvalid",
          Message: INVALID_HANDLE,
        });
      }
    }
    if (successful.length > 0) await store.put(subscription);
    return c.json({ Successful: successful, Failed: failed });
  });
