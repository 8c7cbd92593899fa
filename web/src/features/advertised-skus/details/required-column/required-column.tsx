import { Heading, Stack } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { SkuKey } from "../api/advertised-sku-query";
import { useUpdateSku } from "../api/use-update-sku";
import { BidOptimizationForm } from "./bid-optimization-form";
import { BudgetForm } from "./budget-form";
import { TargetRoasForm } from "./target-roas-form";

/** The 'Required' column: Target ROAS, Bid optimization, and the budget/bids form (spec 001 §2). */
export function RequiredColumn({
  skuKey,
  sku,
  disabled,
}: {
  skuKey: SkuKey;
  sku: AdvertisedSku;
  disabled: boolean;
}) {
  const roas = useUpdateSku(skuKey);
  const bids = useUpdateSku(skuKey);
  const budget = useUpdateSku(skuKey);
  const { bidMin, bidMax, targetAcos } = sku.bidOptimization;
  const targetRoas = sku.targetRoas.targetRoas;

  return (
    <Stack gap="4" as="section" aria-labelledby="required-heading">
      <Heading as="h2" size="lg" id="required-heading">
        Required
      </Heading>
      {/* Each form starts again from the stored values once a save changes them. */}
      <TargetRoasForm
        key={`roas-${targetRoas}`}
        current={{ targetRoas, targetAcos }}
        disabled={disabled}
        pending={roas.isPending}
        onSave={(value) => roas.mutate({ targetRoas: { targetRoas: value } })}
      />
      <BidOptimizationForm
        key={`acos-${targetAcos}-${bidMin}-${bidMax}`}
        current={sku.bidOptimization}
        disabled={disabled}
        pending={bids.isPending}
        onApply={(values) => bids.mutate({ bidOptimization: values })}
      />
      <BudgetForm
        key={`budget-${sku.maxDailyBudget}-${bidMin}-${bidMax}`}
        current={{ maxDailyBudget: sku.maxDailyBudget, bidMin, bidMax }}
        disabled={disabled}
        pending={budget.isPending}
        onUpdate={({ maxDailyBudget, ...bidOptimization }) =>
          budget.mutate({ maxDailyBudget, bidOptimization })
        }
      />
    </Stack>
  );
}
