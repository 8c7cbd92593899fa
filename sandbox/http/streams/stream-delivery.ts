/**
 * What a subscription's queue does, as plain functions over its stored value: new hours queued up to
 * the simulated now, visible messages received with a fresh receipt handle, deleted by that handle.
 * A message received and not deleted is visible again once the simulated clock has moved (SQS's
 * visibility timeout, on the sandbox's clock so the same calls give the same answers).
 */
import { dueStreamHours, type Profile } from "../../model/index";
import type { QueuedMessage, Subscription } from "./stream-store";

/** Queues the hours whose records changed since the last delivery, once each while one waits unreceived. */
export function deliver(subscription: Subscription, profile: Profile, nowHour: number): Subscription {
  const due = dueStreamHours(profile, subscription.dataSetId, subscription.deliveredThrough, nowHour);
  const waiting = new Set(subscription.queue.filter((m) => !m.receiptHandle).map((m) => m.hour));
  const queue = [...subscription.queue];
  let nextSeq = subscription.nextSeq;
  for (const hour of due) {
    if (waiting.has(hour)) continue;
    queue.push({ seq: nextSeq++, hour, receiveCount: 0 });
  }
  return {
    ...subscription,
    queue,
    nextSeq,
    deliveredThrough: Math.max(subscription.deliveredThrough, nowHour),
  };
}

const visible = (message: QueuedMessage, now: string) => !message.receiptHandle || message.receivedAt !== now;

/** Up to `max` visible messages, marked received at `now`. */
export function receive(
  subscription: Subscription,
  max: number,
  now: string,
): { subscription: Subscription; received: QueuedMessage[] } {
  const received: QueuedMessage[] = [];
  const queue = subscription.queue.map((message) => {
    if (received.length >= max || !visible(message, now)) return message;
    const receiveCount = message.receiveCount + 1;
    const taken = {
      ...message,
      receiveCount,
      receivedAt: now,
      receiptHandle: `${subscription.subscriptionId}.${message.seq}.${receiveCount}`,
    };
    received.push(taken);
    return taken;
  });
  return { subscription: { ...subscription, queue }, received };
}

/** Without the message the handle names; undefined when none holds it (deleted, or received again since). */
export function deleteByHandle(subscription: Subscription, handle: string): Subscription | undefined {
  const queue = subscription.queue.filter((message) => message.receiptHandle !== handle);
  return queue.length === subscription.queue.length ? undefined : { ...subscription, queue };
}

export const messageId = (subscription: Subscription, message: QueuedMessage) =>
  `${subscription.subscriptionId}-${message.seq}`;
