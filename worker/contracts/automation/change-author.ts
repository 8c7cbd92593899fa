/**
 * Who made a logged change (issue 33 item 3): the automation's rules, the seller's own edits in
 * Skupilot, or an assistant widget the seller clicked. Changes made together share a batch id.
 */
export const CHANGE_ACTORS = ["AUTOMATION", "SELLER", "ASSISTANT"] as const;
export type ChangeActor = (typeof CHANGE_ACTORS)[number];

/** The rule column of a change nobody's rule made: a seller's or a widget's edit. */
export const NO_RULE = "MANUAL" as const;

/** Who edits, and the batch the edit belongs to (null: a single change). */
export type ChangeAuthor = { actor: Exclude<ChangeActor, "AUTOMATION">; batchId: string | null };

export const SELLER_EDIT: ChangeAuthor = { actor: "SELLER", batchId: null };
export const ASSISTANT_EDIT: ChangeAuthor = { actor: "ASSISTANT", batchId: null };
