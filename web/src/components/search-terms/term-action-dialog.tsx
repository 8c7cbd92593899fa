import { AppDialog } from "../ui/app-dialog";
import { KeywordForm } from "./keyword-form";
import { NegateForm } from "./negate-form";
import type { CampaignTerms } from "./use-term-actions";

/** Negate terms (of one campaign or several), or add one campaign's terms as keywords. */
export type TermAction =
  | { kind: "negate"; groups: CampaignTerms[] }
  | { kind: "keyword"; group: CampaignTerms };

type Props = { currency: string; action: TermAction | null; onClose: () => void };

const termsOf = (action: TermAction) =>
  action.kind === "negate" ? action.groups.flatMap((group) => group.terms) : action.group.terms;

const titleOf = (action: TermAction) => {
  const terms = termsOf(action);
  const what = terms.length === 1 ? `'${terms[0]}'` : `${terms.length} search terms`;
  return action.kind === "negate" ? `Negate ${what}` : `Add ${what} as keyword`;
};

/** The Negate or Add as keyword dialog of one row or of the selected rows. */
export function TermActionDialog({ currency, action, onClose }: Props) {
  if (!action) return null;
  return (
    <AppDialog open onClose={onClose} title={titleOf(action)} size="sm">
      {action.kind === "negate" ? (
        <NegateForm groups={action.groups} />
      ) : (
        <KeywordForm group={action.group} currency={currency} />
      )}
    </AppDialog>
  );
}
