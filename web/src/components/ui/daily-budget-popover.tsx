import { dailyBudgetField, MIN_DAILY_BUDGET } from "@contracts/campaigns/campaign-update.schemas";
import { useMoney } from "../../lib/currency";
import { AmountPopover } from "./amount-popover";

type DailyBudgetPopoverProps = {
  campaign: { name: string; state: string; budget: { budget: number } };
  /** The user's ad limit is reached: nothing may be edited. */
  limited: boolean;
  pending: boolean;
  /** Called only with a changed budget; `done` closes the popover. */
  onSave: (budget: number, done: () => void) => void;
  justify?: "flex-start" | "flex-end";
};

/**
 * A campaign's daily budget (spec 000 §4, §5: required, at least $1, step 0.01), editable in a popover
 * while the campaign is ENABLED and the ad limit is not reached. The lists and the campaign page share it.
 */
export function DailyBudgetPopover({ campaign, limited, pending, onSave, justify }: DailyBudgetPopoverProps) {
  const money = useMoney();
  return (
    <AmountPopover
      value={campaign.budget.budget}
      display={money(campaign.budget.budget)}
      editLabel={`Edit budget of ${campaign.name}`}
      fieldLabel="Daily budget"
      unit="$"
      field={dailyBudgetField}
      decimals={2}
      min={MIN_DAILY_BUDGET}
      editable={campaign.state === "ENABLED" && !limited}
      pending={pending}
      onSave={onSave}
      justify={justify}
    />
  );
}
