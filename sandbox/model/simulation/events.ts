/** What happened while time ran, for the HTTP layer to log or push (not needed to rebuild state). */
import type { Availability } from "../state";

export type SimEvent =
  | {
      type: "CAMPAIGN_OUT_OF_BUDGET";
      at: string;
      profileId: number;
      campaignId: string;
      date: string;
    }
  | {
      type: "AVAILABILITY_CHANGED";
      at: string;
      profileId: number;
      sku: string;
      asin: string;
      availability: Availability;
    };
