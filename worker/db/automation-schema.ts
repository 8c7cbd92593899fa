/**
 * The automation's own tables (issue 16): the change log (which is also the stored plan), the lease
 * that keeps two jobs off one profile, when each rule last ran for a SKU, and the holds a seller's
 * own edits put on an entity. Ids are Amazon's; money inside `action` is integer cents.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUTOMATION_RULES, CHANGE_STATUSES, type ChangeAction } from "../contracts/automation/change";
import { CHANGE_ACTORS, NO_RULE } from "../contracts/automation/change-author";
import { advertisedSkus } from "./ads-schema";
import { amazonProfiles, users } from "./schema";

const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => amazonProfiles.id);
const timestampMs = (column: string) => integer(column, { mode: "timestamp_ms" });

/**
 * One row per change: written PLANNED before anything is sent to Amazon, APPLIED (or FAILED with
 * Amazon's message) when Amazon answers, UNDONE when the seller undoes it. (profile, run, change key)
 * is unique, so planning the same hour twice adds nothing and a half-applied run is finished, never repeated.
 */
export const automationChanges = sqliteTable(
  "automation_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: profileId(),
    advertisedSkuId: integer("advertised_sku_id")
      .notNull()
      .references(() => advertisedSkus.id),
    campaignId: text("campaign_id").notNull(),
    /** `<UTC hour ISO>` of the job run that planned it, or `undo:<changeId>`. */
    runKey: text("run_key").notNull(),
    /** What makes the change unique within its run: rule, kind and entity (or what it creates). */
    changeKey: text("change_key").notNull(),
    /** The rule that made it; NO_RULE for a seller's or a widget's edit. */
    rule: text("rule", { enum: [...AUTOMATION_RULES, NO_RULE] }).notNull(),
    kind: text("kind").notNull(),
    entityType: text("entity_type").notNull(),
    /** The entity changed; for an addition, Amazon's id of what was created once applied. */
    entityId: text("entity_id"),
    action: text("action", { mode: "json" }).$type<ChangeAction>().notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: CHANGE_STATUSES }).notNull(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** Set on the change that undid another: the id of the change it reversed. */
    undoesChangeId: integer("undoes_change_id"),
    plannedAt: timestampMs("planned_at").notNull(),
    appliedAt: timestampMs("applied_at"),
    /** Who made it (issue 33): the automation, the seller's own edit, or an assistant widget. */
    actor: text("actor", { enum: CHANGE_ACTORS }).notNull().default("AUTOMATION"),
    /** Shared by the changes one edit made together; null for a lone change. */
    batchId: text("batch_id"),
    /**
     * The member who made it or clicked the widget (issue 34); null for the automation's, for changes
     * logged before members were, and once the member's user is deleted (docs/teams.md § Who did it).
     */
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The member's name (or e-mail) when they made it: what the log shows once they are gone. */
    actorName: text("actor_name"),
  },
  (table) => [
    uniqueIndex("automation_changes_run_change").on(table.profileId, table.runKey, table.changeKey),
    index("automation_changes_profile_time").on(table.profileId, table.plannedAt),
    index("automation_changes_sku_time").on(table.advertisedSkuId, table.plannedAt),
    index("automation_changes_campaign_time").on(table.profileId, table.campaignId, table.plannedAt),
    index("automation_changes_status").on(table.profileId, table.status),
    index("automation_changes_actor_time").on(table.profileId, table.actorUserId, table.plannedAt),
  ],
);

/** One job at a time per profile: taken by a conditional update, released at the end, expiring if the job dies. */
export const automationLeases = sqliteTable("automation_leases", {
  profileId: profileId().primaryKey(),
  holder: text("holder"),
  expiresAt: timestampMs("expires_at"),
  /** The last hour (UTC ISO) whose run finished: the next run's starting point. */
  lastRunKey: text("last_run_key"),
  lastRunAt: timestampMs("last_run_at"),
  /** When the seller last asked for a run now (wall clock): "Run now" waits 15 minutes between two. */
  runRequestedAt: timestampMs("run_requested_at"),
  /**
   * Planning split across invocations: the run key being planned and the last SKU id whose plan is
   * stored. The next invocation of the same run key goes on after it; another run key starts afresh.
   */
  planRunKey: text("plan_run_key"),
  planAfterSkuId: integer("plan_after_sku_id"),
  /** A run the queue gave up on (its dead-letter queue): when, shown to the seller until a run finishes after it. */
  lastFailedAt: timestampMs("last_failed_at"),
});

/** When each rule last ran for a SKU: a WEEKLY rule waits a week from here, in the SKU's zone. */
export const automationRuleRuns = sqliteTable(
  "automation_rule_runs",
  {
    advertisedSkuId: integer("advertised_sku_id")
      .notNull()
      .references(() => advertisedSkus.id),
    rule: text("rule", { enum: AUTOMATION_RULES }).notNull(),
    lastRunAt: timestampMs("last_run_at").notNull(),
    /**
     * What the last run left alone and why, for the seller (issue 29 item 3): "Boost of “dog bed”
     * held on day 3 of 5: organic rank unknown (…)". Null when it had nothing to say.
     */
    lastNote: text("last_note"),
  },
  (table) => [primaryKey({ columns: [table.advertisedSkuId, table.rule] })],
);

/** A seller's edit in Skupilot holds the automation off that entity until `until`. */
export const automationHolds = sqliteTable(
  "automation_holds",
  {
    profileId: profileId(),
    entityId: text("entity_id").notNull(),
    until: timestampMs("until").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.entityId] })],
);
