import type { AdsClient } from "../../amazon/ads-client";
import type { Database } from "../../db/client";
import { syncStream } from "../../mirror/sync-stream";

/**
 * The sync's Marketing Stream step: its hours into sku_hourly_figures. A failure is logged and left
 * for the next sync (messages not deleted come back), never failing the sync of entities and reports.
 */
export async function pullStream(
  db: Database,
  client: AdsClient,
  profile: { id: number; amazonProfileId: string },
) {
  try {
    const outcome = await syncStream(db, client, profile);
    if (outcome.skippedRecords > 0)
      console.warn(JSON.stringify({ level: "warn", event: "stream", profileId: profile.id, ...outcome }));
  } catch (error) {
    console.warn(
      JSON.stringify({ level: "warn", event: "stream", profileId: profile.id, error: String(error) }),
    );
  }
}
