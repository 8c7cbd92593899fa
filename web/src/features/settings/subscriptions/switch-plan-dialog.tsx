import { Button, Text } from "@chakra-ui/react";
import { PLAN_TERMS, type TariffPlanName } from "@contracts/billing/plans";
import { AppDialog } from "../../../components/ui/app-dialog";
import { formatDollars } from "../../../lib/format";

type SwitchPlanDialogProps = {
  plan: TariffPlanName | null;
  currentPlan: TariffPlanName;
  switching: boolean;
  onConfirm: (plan: TariffPlanName) => void;
  onClose: () => void;
};

/** A plan switch changes what Stripe bills, so the seller confirms it first. */
export function SwitchPlanDialog({
  plan,
  currentPlan,
  switching,
  onConfirm,
  onClose,
}: SwitchPlanDialogProps) {
  const terms = plan ? PLAN_TERMS[plan] : undefined;
  return (
    <AppDialog
      open={plan !== null}
      onClose={onClose}
      size="sm"
      title={terms ? `Switch to ${terms.name}?` : ""}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="blue" loading={switching} onClick={() => plan && onConfirm(plan)}>
            Switch plan
          </Button>
        </>
      }
    >
      {terms && (
        <Text>
          Your subscription moves from {PLAN_TERMS[currentPlan].name} to {terms.name}: ad spend up to{" "}
          {formatDollars(terms.adSpendCap)} a month. Stripe bills the new plan from now on.
        </Text>
      )}
    </AppDialog>
  );
}
