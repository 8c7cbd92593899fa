import { and, eq } from "drizzle-orm";
import { requireSkupilotTarget } from "../../access/campaign-entities";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { skuOfCampaign } from "../../access/skupilot-campaigns";
import { mutate } from "../../amazon/sp-entities";
import { ApiError, validationError } from "../../contracts/api-error";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { AsinTargetChange, NegativeStateChange } from "../../contracts/sku-targets/sku-targets";
import { spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { editActions, valuesBefore } from "../automation/edit-actions";
import { holdEntities } from "../automation/hold-entities";
import { logEdits } from "../automation/log-edits";
import { exactAsinOf } from "./asin-expression";
import { applyPlacementFlags } from "./placements";
import { acceptedId } from "./store";

const TOGGLEABLE = new Set(["ENABLED", "PAUSED"]);
export const NOT_TOGGLEABLE_MESSAGE = "Only an enabled or paused item can be switched";
export const NOT_ENABLED_MESSAGE = "Only an enabled item can be changed";

/** State toggles need ENABLED or PAUSED; every other edit needs the item ENABLED (spec 001 §4). */
export function checkEditable(current: string, change: { state?: string } & Record<string, unknown>) {
  if (change.state !== undefined && !TOGGLEABLE.has(current))
    throw validationError("state", NOT_TOGGLEABLE_MESSAGE);
  const others = Object.entries(change).filter(([key, value]) => key !== "state" && value !== undefined);
  const [first] = others;
  if (first && (change.state ?? current) !== "ENABLED") throw validationError(first[0], NOT_ENABLED_MESSAGE);
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** PUT /targets/{profileId}/target/{targetId}: state and bid on Amazon, placement flags per target. */
export async function updateAsinTarget(
  db: Database,
  { profile, client }: ProfileAccess,
  targetId: string,
  change: AsinTargetChange,
  now: Date,
  author: ChangeAuthor,
): Promise<AsinTargetChange> {
  const row = await requireSkupilotTarget(db, profile.id, targetId, ["TARGET"]);
  if (!exactAsinOf(row.expression)) throw new ApiError(1006, "This target does not exist.");
  checkEditable(row.state, change);
  const { state, bid, ...flags } = change;
  if (state !== undefined || bid !== undefined) {
    const entity = { entityType: "TARGET", entityId: targetId } as const;
    const before = await valuesBefore(db, profile.id, entity);
    const item = { targetId, ...(state !== undefined && { state }), ...(bid !== undefined && { bid }) };
    acceptedId(
      await mutate(client, profile.amazonProfileId, "targets", "update", [item]),
      "the ASIN target's change",
    );
    await db
      .update(spTargets)
      .set({ ...(state !== undefined && { state }), ...(bid !== undefined && { bidCents: cents(bid) }) })
      .where(
        and(
          eq(spTargets.profileId, profile.id),
          eq(spTargets.kind, "TARGET"),
          eq(spTargets.targetId, targetId),
        ),
      );
    await holdEntities(db, profile.id, [targetId], now);
    const actions = editActions(entity, before, { state, bid });
    const skuId = await skuOfCampaign(db, profile.id, row.campaignId);
    await logEdits(db, { profileId: profile.id, skuId, campaignId: row.campaignId }, actions, author, now);
  }
  await applyPlacementFlags(db, client, profile, row, flags);
  return change;
}

/** PUT /targets/{profileId}/negative-target/{id}: an ad-group or campaign negative ASIN target's state. */
export async function updateNegativeTargetState(
  db: Database,
  { profile, client }: ProfileAccess,
  id: string,
  state: string,
): Promise<NegativeStateChange> {
  const row = await requireSkupilotTarget(db, profile.id, id, ["NEGATIVE", "CAMPAIGN_NEGATIVE"]);
  checkEditable(row.state, { state });
  const kind = row.kind === "NEGATIVE" ? "negativeTargets" : "campaignNegativeTargets";
  acceptedId(
    await mutate(client, profile.amazonProfileId, kind, "update", [{ targetId: id, state }]),
    "the negative target's state",
  );
  await db
    .update(spTargets)
    .set({ state })
    .where(
      and(eq(spTargets.profileId, profile.id), eq(spTargets.kind, row.kind), eq(spTargets.targetId, id)),
    );
  return { id, state };
}
