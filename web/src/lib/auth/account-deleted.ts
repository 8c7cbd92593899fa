import type { AccountDeleted } from "@contracts/users/account-data.schemas";

/** The history state the sign-in page reads, right after the seller deleted their account, to say what was done. */
export type AccountDeletedState = { accountDeleted: AccountDeleted };
