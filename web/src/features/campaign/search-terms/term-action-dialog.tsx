import { AppDialog } from "../../../components/ui/app-dialog";
import type { CampaignKey } from "../api/campaign-queries";
import { KeywordForm } from "./keyword-form";
import { NegateForm } from "./negate-form";

export type TermAction = { kind: "negate" | "keyword"; terms: string[] };

type Props = { campaign: CampaignKey; currency: string; action: TermAction | null; onClose: () => void };

const titleOf = ({ kind, terms }: TermAction) => {
  const what = terms.length === 1 ? `'${terms[0]}'` : `${terms.length} search terms`;
  return kind === "negate" ? `Negate ${what}` : `Add ${what} as keyword`;
};

/** The Negate or Add as keyword dialog of one row or of the selected rows. */
export function TermActionDialog({ campaign, currency, action, onClose }: Props) {
  if (!action) return null;
  return (
    <AppDialog open onClose={onClose} title={titleOf(action)} size="sm">
      {action.kind === "negate" ? (
        <NegateForm campaign={campaign} terms={action.terms} />
      ) : (
        <KeywordForm campaign={campaign} terms={action.terms} currency={currency} />
      )}
    </AppDialog>
  );
}
