import type { SandboxDeps } from "../sandbox-context";
import { noSuch } from "./errors";

/** The kinds of object kept under `stripe:<kind>:<id>`, with the name Stripe uses in "No such …" errors. */
export const KINDS = {
  customer: "customer",
  product: "product",
  price: "price",
  coupon: "coupon",
  promotion_code: "promotion code",
  checkout_session: "checkout.session",
  subscription: "subscription",
  invoice: "invoice",
  portal_session: "billing portal session",
  event: "event",
} as const;
export type Kind = keyof typeof KINDS;

/** Id prefixes Stripe uses; the part after `_` sorts in creation order. */
const PREFIXES = {
  customer: "cus",
  product: "prod",
  price: "price",
  coupon: "",
  promotion_code: "promo",
  checkout_session: "cs_test",
  subscription: "sub",
  subscription_item: "si",
  invoice: "in",
  invoice_line: "il",
  line_item: "li",
  discount: "di",
  portal_session: "bps",
  event: "evt",
  request: "req",
} as const;

const key = (kind: Kind, id: string) => `stripe:${kind}:${id}`;

/** Stripe's objects in the Durable Object's storage; times come from the sandbox's simulated clock. */
export class StripeStore {
  constructor(readonly deps: SandboxDeps) {}

  get storage() {
    return this.deps.storage;
  }

  /** Unix seconds on the simulated clock. */
  async now(): Promise<number> {
    return Math.floor(Date.parse((await this.deps.world.read()).clock.now) / 1000);
  }

  async newId(kind: keyof typeof PREFIXES): Promise<string> {
    const next = ((await this.storage.get<number>("stripe:sequence")) ?? 0) + 1;
    await this.storage.put("stripe:sequence", next);
    const prefix = PREFIXES[kind];
    const body = `Sk${next.toString(36).padStart(10, "0")}`;
    return prefix ? `${prefix}_${body}` : body;
  }

  get<T>(kind: Kind, id: string): Promise<T | undefined> {
    return this.storage.get<T>(key(kind, id));
  }

  async require<T>(kind: Kind, id: string, param = "id"): Promise<T> {
    const found = id ? await this.get<T>(kind, id) : undefined;
    if (!found) throw noSuch(KINDS[kind], id, param);
    return found;
  }

  async put<T extends { id: string }>(kind: Kind, value: T): Promise<T> {
    await this.storage.put(key(kind, value.id), value);
    return value;
  }

  /** Every object of a kind, newest first (as Stripe lists them). */
  async all<T extends { id: string; created?: number }>(kind: Kind): Promise<T[]> {
    const found = [...(await this.storage.list<T>({ prefix: `stripe:${kind}:` })).values()];
    return found.sort((a, b) => (b.created ?? 0) - (a.created ?? 0) || (a.id < b.id ? 1 : -1));
  }

  /** The kind an id belongs to, from its prefix (coupons have none). */
  static kindOf(id: string): Kind | undefined {
    const prefix = id.startsWith("cs_test_") ? "cs_test" : id.split("_")[0];
    const entry = Object.entries(PREFIXES).find(([kind, value]) => value === prefix && kind in KINDS);
    return entry?.[0] as Kind | undefined;
  }
}
