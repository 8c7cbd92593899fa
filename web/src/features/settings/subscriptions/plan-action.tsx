import type { TariffPlanName } from "@contracts/billing/plans";
import type { useOpenCheckout, useOpenPortal } from "./api/plan-sessions";
import { PlanButton } from "./plan-card";

type PlanActionProps = {
  plan: TariffPlanName;
  currentPlan: TariffPlanName | null;
  checkout: ReturnType<typeof useOpenCheckout>;
  portal: ReturnType<typeof useOpenPortal>;
  /** Asks to switch to this plan (the tab confirms it first). */
  onSwitch: (plan: TariffPlanName) => void;
  busy: boolean;
};

/**
 * A card's button (document 001 §2): 'Choose plan' → hosted checkout without a plan; on the current
 * plan 'Update subscription' → billing portal; on the others a switch. One action at a time.
 */
export function PlanAction({ plan, currentPlan, checkout, portal, onSwitch, busy }: PlanActionProps) {
  if (!currentPlan)
    return (
      <PlanButton
        loading={checkout.isPending && checkout.variables === plan}
        disabled={busy}
        onClick={() => checkout.mutate(plan)}
      >
        Choose plan
      </PlanButton>
    );
  if (plan === currentPlan)
    return (
      <PlanButton
        variant="outline"
        loading={portal.isPending}
        disabled={busy}
        onClick={() => portal.mutate()}
      >
        Update subscription
      </PlanButton>
    );
  return (
    <PlanButton variant="subtle" disabled={busy} onClick={() => onSwitch(plan)}>
      Switch to this plan
    </PlanButton>
  );
}
