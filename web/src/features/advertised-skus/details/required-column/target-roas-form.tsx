import { Button, Flex, Text } from "@chakra-ui/react";
import { TARGET_ROAS_MIN, targetRoasFormSchema } from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { asNumber, tenthInput } from "../../../../components/forms/number-inputs";
import { FormField } from "../../../../components/ui/form-field";
import { FormStack } from "../../../../components/ui/form-stack";
import { formatPercent, formatRoas } from "../../../../lib/format";
import { FormCard } from "./form-card";
import { twoDecimalsOf } from "./two-decimals";

type TargetRoasFormProps = {
  /** The target in force, both ways (one goal: ACOS = 100 / ROAS). */
  current: { targetRoas: number | null; targetAcos: number | null };
  disabled: boolean;
  pending: boolean;
  onSave: (targetRoas: number) => void;
};

/**
 * Target ROAS: the target in force (a target ACOS saved in Bid optimization shows here as its ROAS,
 * with the ACOS beside it) and a field to change it (min 0.1, step 0.1).
 */
export function TargetRoasForm({ current, disabled, pending, onSave }: TargetRoasFormProps) {
  const { targetRoas, targetAcos } = current;
  const form = useForm<v.InferOutput<typeof targetRoasFormSchema>>({
    resolver: valibotResolver(targetRoasFormSchema),
    defaultValues: targetRoas === null ? {} : { targetRoas: twoDecimalsOf(targetRoas) },
  });
  const { errors } = form.formState;
  const description = (
    <Text as="span">
      Current: {formatRoas(targetRoas)}
      {targetAcos !== null && ` (target ACOS ${formatPercent(targetAcos)}, ACOS = 100 / ROAS)`}
    </Text>
  );

  return (
    <FormCard title="Target ROAS" description={description}>
      <FormStack
        aria-label="Target ROAS"
        onSubmit={form.handleSubmit(({ targetRoas }) => onSave(targetRoas))}
      >
        <FormField
          label="Target ROAS"
          min={TARGET_ROAS_MIN}
          {...tenthInput}
          disabled={disabled}
          error={errors.targetRoas?.message}
          {...form.register("targetRoas", asNumber)}
        />
        <Flex justify="flex-end">
          <Button type="submit" size="sm" colorPalette="blue" disabled={disabled} loading={pending}>
            Save
          </Button>
        </Flex>
      </FormStack>
    </FormCard>
  );
}
