import { Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { TARIFF_PLANS, type TariffPlanName } from "@contracts/billing/plans";
import { planPricing } from "@contracts/billing/promotion-rule";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorView } from "../../../components/ui/error-view";
import { useCurrentUser } from "../../../lib/auth/current-user";
import { useOpenCheckout, useOpenPortal } from "./api/plan-sessions";
import { promotionCodeQuery } from "./api/promotion-code";
import { useSwitchPlan } from "./api/use-switch-plan";
import { PlanAction } from "./plan-action";
import { PlanCard } from "./plan-card";
import { PromotionCodeSection } from "./promotion-code-section";
import { SwitchPlanDialog } from "./switch-plan-dialog";
import { TrialNotice } from "./trial-notice";
import { useCheckoutReturn } from "./use-checkout-return";

/** Settings › Subscriptions (document 001 §2, §9): the three plans, the seller's plan and promotion code. */
export function SubscriptionsTab() {
  // Without the users record (its request may answer 1001, spec 000 §8) the plans are offered as to a seller without one.
  const user = useCurrentUser().data;
  const tariffPlan = user?.tariffPlan ?? null;
  const trialEndsAt = user?.trialEndsAt ?? null;
  const promotionCode = useQuery(promotionCodeQuery());
  const { awaitingPlan } = useCheckoutReturn();
  const checkout = useOpenCheckout();
  const portal = useOpenPortal();
  const switchPlan = useSwitchPlan();
  const [switchTo, setSwitchTo] = useState<TariffPlanName | null>(null);
  const busy = checkout.isPending || portal.isPending || switchPlan.isPending;
  // The cards wait for the code: prices that changed under the seller's eyes would read as a mistake.
  const code = promotionCode.data;

  return (
    <Stack gap="6">
      {!tariffPlan && trialEndsAt && !awaitingPlan && <TrialNotice trialEndsAt={trialEndsAt} />}
      {awaitingPlan && (
        <Text role="status" color="fg.muted" minHeight="16">
          Confirming your payment…
        </Text>
      )}
      <Stack gap="2">
        <Heading size="md">Plans</Heading>
        <Text color="fg.muted">Billed monthly. Each plan runs your ads up to its monthly ad-spend cap.</Text>
      </Stack>
      {promotionCode.isError ? (
        <ErrorView message={promotionCode.error.message} onRetry={() => void promotionCode.refetch()} />
      ) : (
        <>
          <Skeleton loading={code === undefined} alignSelf="stretch" minHeight="10">
            <PromotionCodeSection code={code ?? null} />
          </Skeleton>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
            {TARIFF_PLANS.map((plan) => (
              <Skeleton key={plan} loading={code === undefined} borderRadius="l3">
                <PlanCard
                  plan={plan}
                  pricing={planPricing(plan, code ?? null)}
                  isCurrent={plan === tariffPlan}
                  action={
                    <PlanAction
                      plan={plan}
                      currentPlan={tariffPlan}
                      checkout={checkout}
                      portal={portal}
                      onSwitch={setSwitchTo}
                      busy={busy}
                    />
                  }
                />
              </Skeleton>
            ))}
          </SimpleGrid>
        </>
      )}
      {tariffPlan && (
        <SwitchPlanDialog
          plan={switchTo}
          currentPlan={tariffPlan}
          switching={switchPlan.isPending}
          onConfirm={(plan) => switchPlan.mutate(plan, { onSettled: () => setSwitchTo(null) })}
          onClose={() => setSwitchTo(null)}
        />
      )}
    </Stack>
  );
}
