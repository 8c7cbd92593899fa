import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./worker/db/schema.ts",
    "./worker/db/ads-schema.ts",
    "./worker/db/campaign-running-totals-schema.ts",
    "./worker/db/sku-structure-schema.ts",
    "./worker/db/keyword-boosts-schema.ts",
    "./worker/db/profile-daily-totals-schema.ts",
    "./worker/db/automation-schema.ts",
    "./worker/db/billing-schema.ts",
    "./worker/db/chat-schema.ts",
    "./worker/db/budget-outs-schema.ts",
    "./worker/db/alerts-schema.ts",
    "./worker/db/saved-views-schema.ts",
    "./worker/db/sku-hourly-figures-schema.ts",
    "./worker/db/stream-schema.ts",
    "./worker/db/invitations-schema.ts",
  ],
  out: "./migrations",
});
