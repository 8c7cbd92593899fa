import { Badge, Button, Field, HStack, Input, Table } from "@chakra-ui/react";
import { competitorNameFormSchema } from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import type { SkuKey } from "../api/advertised-sku-query";
import {
  type Competitor,
  useDeleteCompetitor,
  useLaunchCompetitor,
  useRenameCompetitor,
} from "../api/competitors";

type CompetitorRowProps = {
  skuKey: SkuKey;
  competitor: Competitor;
  rules: { canEdit: boolean; showLaunch: boolean; canLaunch: boolean };
};

/** One competitor: its name (renamable until launched), its state, Update, Launch and Delete. */
export function CompetitorRow({ skuKey, competitor, rules }: CompetitorRowProps) {
  const rename = useRenameCompetitor(skuKey);
  const remove = useDeleteCompetitor(skuKey);
  const launch = useLaunchCompetitor(skuKey);
  const form = useForm<v.InferOutput<typeof competitorNameFormSchema>>({
    resolver: valibotResolver(competitorNameFormSchema),
    defaultValues: { competitorName: competitor.competitorName },
  });
  const error = form.formState.errors.competitorName?.message;
  const formId = `competitor-${competitor.id}`;

  return (
    <Table.Row aria-label={competitor.competitorName}>
      <Table.Cell>
        <form
          id={formId}
          noValidate
          onSubmit={form.handleSubmit(({ competitorName }) =>
            rename.mutate({ id: competitor.id, competitorName }),
          )}
        >
          <Field.Root invalid={Boolean(error)} disabled={!rules.canEdit}>
            <Input size="sm" aria-label="Competitor name" {...form.register("competitorName")} />
            <FieldErrorText>{error}</FieldErrorText>
          </Field.Root>
        </form>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={competitor.isAdvertised ? "green" : "gray"} variant="subtle">
          {competitor.isAdvertised ? "Advertised" : "Not Advertised"}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1.5" justify="flex-end">
          <Button
            type="submit"
            form={formId}
            size="xs"
            variant="outline"
            disabled={!rules.canEdit}
            loading={rename.isPending}
          >
            Update
          </Button>
          {rules.showLaunch && (
            <Button
              size="xs"
              colorPalette="blue"
              disabled={!rules.canLaunch}
              loading={launch.isPending}
              onClick={() => launch.mutate(competitor.id)}
            >
              Launch
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!rules.canEdit}
            loading={remove.isPending}
            onClick={() => remove.mutate(competitor.id)}
          >
            Delete
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
