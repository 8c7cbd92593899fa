import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { FormStack } from "../../../../components/ui/form-stack";
import type { SkuKey } from "../api/advertised-sku-query";
import { customKeywordFormSchema } from "./keyword-form-schemas";
import { useAddKeyword } from "./keywords-api";

/** A keyword of the seller's own (3–100 characters); 'Keyword was saved' and the field clears. */
export function CustomKeywordForm({ skuKey, canAdd }: { skuKey: SkuKey; canAdd: boolean }) {
  const form = useForm<
    v.InferInput<typeof customKeywordFormSchema>,
    unknown,
    v.InferOutput<typeof customKeywordFormSchema>
  >({ resolver: valibotResolver(customKeywordFormSchema), defaultValues: { keywordText: "" } });
  const add = useAddKeyword(skuKey, () => form.reset({ keywordText: "" }));
  const error = form.formState.errors.keywordText?.message;

  return (
    <FormStack
      aria-label="Custom keyword"
      onSubmit={form.handleSubmit(({ keywordText }) => add.mutate(keywordText))}
    >
      <HStack align="flex-start" gap="2">
        <Field.Root invalid={Boolean(error)} disabled={!canAdd}>
          <Field.Label>Custom keyword</Field.Label>
          <Input size="sm" autoComplete="off" {...form.register("keywordText")} />
          <FieldErrorText>{error}</FieldErrorText>
        </Field.Root>
        <Button
          type="submit"
          size="sm"
          colorPalette="blue"
          marginTop="6"
          disabled={!canAdd}
          loading={add.isPending}
        >
          Add
        </Button>
      </HStack>
    </FormStack>
  );
}
