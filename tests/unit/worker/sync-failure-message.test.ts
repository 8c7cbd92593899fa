import { describe, expect, it } from "vitest";
import { AmazonGrantRevokedError, AmazonRequestError } from "../../../worker/amazon/errors";
import {
  SYNC_AMAZON_UNAVAILABLE,
  SYNC_FAILED,
  SYNC_NEEDS_RECONNECT,
  syncFailureMessage,
} from "../../../worker/jobs/sync/sync-failure-message";

describe("syncFailureMessage", () => {
  it("asks for a reconnect when Amazon no longer accepts the grant", () => {
    expect(syncFailureMessage(new AmazonGrantRevokedError("revoked by user amzn1.account.XYZ"))).toBe(
      SYNC_NEEDS_RECONNECT,
    );
  });

  it("says Amazon failed, without its answer, for an Amazon error", () => {
    const error = new AmazonRequestError(
      500,
      { details: "internal host ip-10-0-0-1" },
      "HTTP 500 from /sp/campaigns",
    );
    expect(syncFailureMessage(error)).toBe(SYNC_AMAZON_UNAVAILABLE);
  });

  it("keeps a database error's SQL out of what the seller reads", () => {
    const message = syncFailureMessage(
      new Error("D1_ERROR: UNIQUE constraint failed: sp_campaigns.campaign_id"),
    );
    expect(message).toBe(SYNC_FAILED);
    expect(message).not.toContain("D1");
  });
});
