/** Shapes of /api/users/account: the seller's data export and the deletion of their account. */
import * as v from "valibot";

export const deleteAccountSchema = v.object({
  password: v.pipe(
    v.string("Required"),
    v.nonEmpty("Enter your password to confirm"),
    // Spaces alone count as none entered: no try of the limited few (middleware/password-try-limit.ts).
    v.check((value) => value.trim() !== "", "Enter your password to confirm"),
    v.maxLength(200, "Max length - 200 characters"),
  ),
});
export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>;

/** DELETE /api/users/account */
export type AccountDeleted = {
  cancelledSubscriptions: number;
  amazonAccountsDisconnected: number;
  /** Campaigns Skupilot managed that Amazon would not pause: they keep running as they are. */
  campaignsNotPaused: string[];
  /** Amazon's own page for removing Skupilot's access too, when an Amazon account was connected. */
  amazonAppsUrl: string | null;
};
