import { cancelNow } from "../billing/changes";
import type { Subscription } from "../billing-types";
import type { StripeStore } from "../store";
import type { Customer } from "../types";
import { emit } from "../webhooks";

/** What Stripe answers for a deleted customer, on the DELETE and on every later retrieve. */
export type DeletedCustomer = { id: string; object: "customer"; deleted: true };

const deletedKey = (id: string) => `stripe:deleted_customer:${id}`;

/**
 * `DELETE /v1/customers/:id` as Stripe documents it: permanent, and the customer's subscriptions that have
 * not ended are cancelled at once (customer.subscription.deleted each), then customer.deleted. The
 * customer leaves the list; retrieving it answers the deleted stub; a second delete is 404.
 */
export async function deleteCustomer(store: StripeStore, id: string): Promise<DeletedCustomer> {
  const customer = await store.require<Customer>("customer", id);
  for (const subscription of await store.all<Subscription>("subscription")) {
    if (subscription.customer === id && subscription.status !== "canceled")
      await cancelNow(store, subscription);
  }
  const deleted: DeletedCustomer = { id, object: "customer", deleted: true };
  await store.storage.delete(`stripe:customer:${id}`);
  await store.storage.put(deletedKey(id), deleted);
  await emit(store, "customer.deleted", customer);
  return deleted;
}

export const deletedCustomer = (store: StripeStore, id: string) =>
  store.storage.get<DeletedCustomer>(deletedKey(id));
