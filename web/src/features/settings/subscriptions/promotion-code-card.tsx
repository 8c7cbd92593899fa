import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { PLAN_TERMS, TARIFF_PLANS } from "@contracts/billing/plans";
import { codeApplies } from "@contracts/billing/promotion-rule";
import { TicketPercent } from "lucide-react";
import type { PromotionCode } from "./api/promotion-code";

const DURATIONS: Record<string, string> = {
  once: "on the first payment",
  repeating: "for the first months",
  forever: "on every payment",
};

function appliesText(code: PromotionCode) {
  if (!codeApplies(code)) return "This code no longer gives a discount.";
  const plans =
    code.appliesToPlans.length === TARIFF_PLANS.length
      ? "every plan"
      : code.appliesToPlans.map((plan) => PLAN_TERMS[plan].name).join(", ");
  return `${code.couponPercentOff}% off ${DURATIONS[code.couponDurationType] ?? ""} · ${plans}`;
}

/** The seller's promotion code, shown instead of the add button (document 001 §2). */
export function PromotionCodeCard({ code }: { code: PromotionCode }) {
  return (
    <Card.Root variant="subtle" size="sm" data-testid="promotion-code-card">
      <Card.Body>
        <HStack gap="3" alignItems="flex-start">
          <TicketPercent size={20} aria-hidden />
          <Stack>
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold">Promo code</Text>
              <Badge colorPalette="green" variant="subtle" fontFamily="mono">
                {code.code}
              </Badge>
            </HStack>
            {code.couponName && <Text fontSize="sm">{code.couponName}</Text>}
            <Text fontSize="sm" color="fg.muted">
              {appliesText(code)}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
