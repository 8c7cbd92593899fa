import { Button, HStack } from "@chakra-ui/react";
import { codeApplies } from "@contracts/billing/promotion-rule";
import { promotionCodeParamSchema } from "@contracts/billing/subscriptions.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { notify } from "../../../components/ui/toaster";
import { useApplyPromotionCode } from "./api/promotion-code";

type PromotionCodeInput = v.InferInput<typeof promotionCodeParamSchema>;

/** Why a code Stripe knows gives no discount (document 001 §9: valid, active, a percent off). */
function refusal(code: { isCouponValid: boolean; isPromotionCodeActive: boolean }) {
  if (!code.isPromotionCodeActive) return "This promotion code is not active";
  if (!code.isCouponValid) return "This promotion code has expired";
  return "This promotion code gives no percent off";
}

/** The promotion code field: required, an empty value is not sent (document 001 §5). */
export function PromotionCodeForm({ onCancel }: { onCancel: () => void }) {
  const apply = useApplyPromotionCode();
  const { register, handleSubmit, formState, setError } = useForm<PromotionCodeInput>({
    resolver: valibotResolver(promotionCodeParamSchema),
    defaultValues: { code: "" },
  });
  const submit = handleSubmit(({ code }) =>
    apply.mutate(code, {
      onSuccess: (answer) => {
        if (codeApplies(answer)) notify.success("Promo code confirmed");
        else setError("code", { message: refusal(answer) });
      },
    }),
  );
  return (
    <FormStack onSubmit={submit} maxWidth="md" data-testid="promotion-code-form">
      <FormField
        label="Promo code"
        autoComplete="off"
        autoFocus
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <HStack>
        <Button type="submit" colorPalette="blue" loading={apply.isPending}>
          Apply
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </FormStack>
  );
}
