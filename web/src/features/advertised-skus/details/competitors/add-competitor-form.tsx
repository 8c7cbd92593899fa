import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { competitorNameFormSchema } from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { FormStack } from "../../../../components/ui/form-stack";
import type { SkuKey } from "../api/advertised-sku-query";
import { useAddCompetitor } from "../api/competitors";

/** A new competitor's name (3–25 characters), then Add; the field clears once it is added. */
export function AddCompetitorForm({ skuKey }: { skuKey: SkuKey }) {
  const form = useForm<v.InferOutput<typeof competitorNameFormSchema>>({
    resolver: valibotResolver(competitorNameFormSchema),
    defaultValues: { competitorName: "" },
  });
  const add = useAddCompetitor(skuKey, () => form.reset({ competitorName: "" }));
  const error = form.formState.errors.competitorName?.message;

  return (
    <FormStack
      aria-label="Add competitor"
      onSubmit={form.handleSubmit(({ competitorName }) => add.mutate(competitorName))}
    >
      <HStack align="flex-start" gap="2">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Competitor name</Field.Label>
          <Input {...form.register("competitorName")} />
          <FieldErrorText>{error}</FieldErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="blue" marginTop="7" loading={add.isPending}>
          Add
        </Button>
      </HStack>
    </FormStack>
  );
}
