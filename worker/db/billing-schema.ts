/**
 * Billing state (issue 18), written only by the verified Stripe webhooks (and the customer link the
 * routes make before checkout). The trial needs no column: it runs from users.created_at.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { TARIFF_PLANS } from "../contracts/billing/plans";
import { organisations, users } from "./schema";

const timestamp = (column: string) =>
  integer(column, { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/**
 * An organisation's Stripe customer (the plan is the organisation's; `user_id` is the owner who pays),
 * and the promotion code attached (applied at checkout).
 */
export const billingCustomers = sqliteTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  organisationId: text("organisation_id")
    .notNull()
    .unique()
    .references(() => organisations.id),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  promotionCodeId: text("promotion_code_id"),
  promotionCode: text("promotion_code"),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
});

/** Each Stripe subscription as Stripe last answered it (re-read on every webhook, so order never matters). */
export const billingSubscriptions = sqliteTable(
  "billing_subscriptions",
  {
    stripeSubscriptionId: text("stripe_subscription_id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    /** null when the subscription's price is none of the three plans. */
    plan: text("plan", { enum: TARIFF_PLANS }),
    status: text("status").notNull(),
    /** The subscription item whose price a plan switch changes. */
    itemId: text("item_id"),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** The promotion code of the subscription's discount, if any. */
    promotionCodeId: text("promotion_code_id"),
    /** Stripe's `created` of the subscription: the newest live one is the seller's. */
    stripeCreatedAt: integer("stripe_created_at", { mode: "timestamp_ms" }).notNull(),
    /** When Stripe was asked for this state: a webhook holding an older read changes nothing. */
    updatedAt: timestamp("updated_at"),
  },
  (table) => [
    index("billing_subscriptions_user").on(table.userId),
    index("billing_subscriptions_organisation").on(table.organisationId),
  ],
);

/** Webhook events already applied: a redelivered event id changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at"),
});
