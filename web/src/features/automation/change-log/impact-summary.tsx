import {
  Box,
  Card,
  Heading,
  HStack,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { ChangeImpact, ImpactGroup, ImpactWindow } from "@contracts/automation/change-impact";
import { useQuery } from "@tanstack/react-query";
import type { DataColumn } from "../../../components/data-table/data-column";
import { DataTable } from "../../../components/data-table/data-table";
import { ErrorView } from "../../../components/ui/error-view";
import { formatDisplayDate, formatMoney, formatPercent } from "../../../lib/format";
import { automationQueries, type HistoryFilter } from "../api/automation-queries";
import { ruleLabel } from "../lib/rule-labels";

type ImpactSummaryProps = {
  filter: HistoryFilter;
  days: "7" | "14";
  onDaysChange: (days: "7" | "14") => void;
};

const beforeAfter = (group: ImpactGroup, value: (window: ImpactWindow) => string) =>
  `${value(group.before)} → ${group.after ? value(group.after) : "not reported yet"}`;

function groupColumns(currency: string): DataColumn<ImpactGroup>[] {
  const money = (amount: number) => formatMoney(amount, currency);
  return [
    { id: "rule", header: "Rule", minWidth: "10rem", cell: (group) => ruleLabel(group.rule) },
    { id: "sku", header: "SKU", minWidth: "7rem", cell: (group) => group.sku },
    { id: "changes", header: "Changes", numeric: true, cell: (group) => group.changes },
    {
      id: "since",
      header: "First change",
      minWidth: "7rem",
      cell: (group) => formatDisplayDate(group.changedOn),
    },
    {
      id: "spend",
      header: "Spend before → after",
      numeric: true,
      cell: (group) => beforeAfter(group, (w) => money(w.spend)),
    },
    {
      id: "sales",
      header: "Sales before → after",
      numeric: true,
      cell: (group) => beforeAfter(group, (w) => money(w.sales)),
    },
    {
      id: "acos",
      header: "ACOS before → after",
      numeric: true,
      cell: (group) => beforeAfter(group, (w) => formatPercent(w.acos)),
    },
  ];
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Stack gap="0.5" borderWidth="1px" borderRadius="md" padding="3" bg="bg">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {note}
      </Text>
    </Stack>
  );
}

function ImpactFigures({ impact }: { impact: ChangeImpact }) {
  const money = (amount: number) => formatMoney(amount, impact.currency);
  const { harvested, negated, days } = impact;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Figure
        label="Harvested keywords have sold"
        value={money(harvested.sales)}
        note={`${harvested.keywords} keyword${harvested.keywords === 1 ? "" : "s"} added from search terms; ${money(harvested.spend)} spent since`}
      />
      <Figure
        label="Negated terms had spent"
        value={money(negated.spentBefore)}
        note={`${negated.terms} search term${negated.terms === 1 ? "" : "s"} negated; their spend in the ${days} days before, saved since`}
      />
    </SimpleGrid>
  );
}

/** On a phone, each group as a small card: rule and SKU, then spend, sales and ACOS before → after. */
function GroupCards({ groups, currency }: { groups: ImpactGroup[]; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <Stack as="ul" aria-label="Impact by rule and SKU" gap="2" listStyleType="none">
      {groups.map((group) => (
        <Stack
          as="li"
          key={`${group.rule ?? "edit"}-${group.skuId}`}
          gap="0.5"
          borderWidth="1px"
          borderRadius="md"
          padding="3"
          fontSize="sm"
        >
          <Text fontWeight="semibold">
            {ruleLabel(group.rule)} · {group.sku}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            {group.changes} change{group.changes === 1 ? "" : "s"} from {formatDisplayDate(group.changedOn)}
          </Text>
          <Text>Spend {beforeAfter(group, (w) => money(w.spend))}</Text>
          <Text>Sales {beforeAfter(group, (w) => money(w.sales))}</Text>
          <Text>ACOS {beforeAfter(group, (w) => formatPercent(w.acos))}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** Above the log: what the filtered changes did, N days before and after (issue 33). */
export function ImpactSummary({ filter, days, onDaysChange }: ImpactSummaryProps) {
  const query = useQuery(automationQueries.impact(filter, days));
  const impact = query.data;
  return (
    <Card.Root as="section" aria-labelledby="change-impact" size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0.5">
            <Heading id="change-impact" size="md">
              Impact
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Each rule's product in the {days} days before its first change and from it on
              {impact?.reportedThrough
                ? `, reported through ${formatDisplayDate(impact.reportedThrough)}`
                : ""}
              .
            </Text>
          </Stack>
          <SegmentGroup.Root
            size="sm"
            value={days}
            onValueChange={(details) => details.value && onDaysChange(details.value === "14" ? "14" : "7")}
            aria-label="Days before and after"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: "7", label: "7 days" },
                { value: "14", label: "14 days" },
              ]}
            />
          </SegmentGroup.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        {query.isError ? (
          <ErrorView message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="4">
            {impact ? <ImpactFigures impact={impact} /> : <Skeleton height="5.5rem" />}
            {impact && impact.groups.length > 0 && (
              <Box hideFrom="md">
                <GroupCards groups={impact.groups} currency={impact.currency} />
              </Box>
            )}
            <Box hideBelow={impact && impact.groups.length > 0 ? "md" : undefined}>
              <DataTable
                label="Impact by rule and SKU"
                columns={groupColumns(impact?.currency ?? "USD")}
                rows={impact?.groups ?? []}
                rowId={(group) => `${group.rule ?? "edit"}-${group.skuId}`}
                loading={query.isPending}
                skeletonRows={3}
                rowHeight="2.75rem"
                empty={
                  <Text color="fg.muted" fontSize="sm">
                    No applied changes in this filter.
                  </Text>
                }
              />
            </Box>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
