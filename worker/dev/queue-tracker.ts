import { devRoutesOn } from "./dev-routes";

/**
 * Counts the queue messages sent and not yet handled once, so a local run can tell "the work the cron
 * started has finished" without knowing which job sends what: a sync that enqueues the automation's
 * message counts it before its own message is done, so the count never drops to 0 in between. Retries
 * are not counted (a failed job has already said so in its status). One isolate runs everything under
 * wrangler dev; a restart forgets the count and answers 0, so a waiter may stop early, never hang.
 */
const undelivered = { count: 0, lastDueAt: 0 };

export const undeliveredMessages = () => ({
  count: undelivered.count,
  lastDueAt: undelivered.count > 0 && undelivered.lastDueAt > Date.now() ? undelivered.lastDueAt : null,
});

/** Starts the count afresh: a test that shares its isolate with others' unconsumed messages. */
export function forgetUndeliveredMessages() {
  undelivered.count = 0;
  undelivered.lastDueAt = 0;
}

function sent(count: number, delaySeconds = 0) {
  undelivered.count += count;
  undelivered.lastDueAt = Math.max(undelivered.lastDueAt, Date.now() + delaySeconds * 1000);
}

function counted<Body>(queue: Queue<Body>): Queue<Body> {
  return {
    metrics: () => queue.metrics(),
    async send(body, options) {
      sent(1, options?.delaySeconds);
      try {
        return await queue.send(body, options);
      } catch (error) {
        undelivered.count -= 1;
        throw error;
      }
    },
    async sendBatch(messages, options) {
      const list = [...messages];
      for (const message of list) sent(1, message.delaySeconds ?? options?.delaySeconds);
      try {
        return await queue.sendBatch(list, options);
      } catch (error) {
        undelivered.count -= list.length;
        throw error;
      }
    },
  };
}

const isQueue = (value: unknown): value is Queue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Queue).send === "function" &&
  typeof (value as Queue).sendBatch === "function";

const tracked = new WeakMap<object, object>();

/** On a local Worker, the env with each queue binding counted; elsewhere the env itself. */
export function trackedEnv<E extends object>(env: E): E {
  if (!devRoutesOn(env)) return env;
  let wrapped = tracked.get(env);
  if (!wrapped) {
    wrapped = Object.fromEntries(
      Object.entries(env).map(([name, value]) => [name, isQueue(value) ? counted(value) : value]),
    );
    tracked.set(env, wrapped);
  }
  return wrapped as E;
}

/** Runs a batch's consumer; its first deliveries count as handled once it ends, whatever the outcome. */
export async function whileHandling<T>(batch: MessageBatch<unknown>, env: object, consume: () => Promise<T>) {
  try {
    return await consume();
  } finally {
    if (devRoutesOn(env)) {
      const firsts = batch.messages.filter((message) => message.attempts === 1).length;
      undelivered.count = Math.max(0, undelivered.count - firsts);
    }
  }
}
