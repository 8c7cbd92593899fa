import type { StreamDataset } from "../../model/index";

/**
 * Marketing Stream subscriptions and their queues in the Marketplace object's storage, one value per
 * subscription (`stream:subscription:<id>`). A queued message names a click hour only: its records are
 * read from the world when it is received, so a re-sent hour carries the figures as they stand then.
 */
const PREFIX = "stream:subscription:";
const COUNTER_KEY = "stream:counter";

export type QueuedMessage = {
  seq: number;
  hour: number;
  /** Set while received and not deleted: the handle that deletes it, and the simulated now it was received at. */
  receiptHandle?: string;
  receivedAt?: string;
  receiveCount: number;
};

export type Subscription = {
  subscriptionId: string;
  profileId: number;
  dataSetId: StreamDataset;
  clientRequestToken: string;
  destinationArn: string;
  notes: string;
  status: "ACTIVE";
  createdDate: string;
  /** Hours before this one (UTC hour index) have been queued. */
  deliveredThrough: number;
  nextSeq: number;
  queue: QueuedMessage[];
};

export class StreamStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** 1, 2, 3… across the sandbox's life: the source of deterministic subscription ids. */
  async nextNumber(): Promise<number> {
    const next = ((await this.storage.get<number>(COUNTER_KEY)) ?? 0) + 1;
    await this.storage.put(COUNTER_KEY, next);
    return next;
  }

  async ofProfile(profileId: number): Promise<Subscription[]> {
    const all = await this.storage.list<Subscription>({ prefix: PREFIX });
    return [...all.values()]
      .filter((subscription) => subscription.profileId === profileId)
      .sort(
        (a, b) =>
          a.createdDate.localeCompare(b.createdDate) || a.subscriptionId.localeCompare(b.subscriptionId),
      );
  }

  async get(profileId: number, subscriptionId: string): Promise<Subscription | undefined> {
    const subscription = await this.storage.get<Subscription>(`${PREFIX}${subscriptionId}`);
    return subscription?.profileId === profileId ? subscription : undefined;
  }

  /** Every subscription gone: a world put back to its seed has no subscriber (POST /_sandbox/reset). */
  async clear(): Promise<void> {
    const keys = [...(await this.storage.list({ prefix: PREFIX })).keys()];
    for (let start = 0; start < keys.length; start += 128)
      await this.storage.delete(keys.slice(start, start + 128));
  }

  put(subscription: Subscription): Promise<void> {
    return this.storage.put(`${PREFIX}${subscription.subscriptionId}`, subscription);
  }
}
