import { Badge, Card, Heading, HStack, Link, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorView } from "../../../components/ui/error-view";
import { paths } from "../../../config/paths";
import { formatCount, formatDateTime } from "../../../lib/format";
import { automationQueries } from "../api/automation-queries";
import { RULE_LABELS, ruleLabel } from "../lib/rule-labels";
import { ChangeStatusBadge } from "./change-status-badge";
import { ChangeText } from "./change-text";
import { RunNowButton } from "./run-now-button";
import { HISTORY_HASH } from "./sku-automation";

const LATEST = 4;

/** The dashboard's 'Automation': its changes of the last 7 days by rule, the latest few with reasons, Run now. */
export function AutomationActivityCard({ profileId }: { profileId: number }) {
  const status = useQuery(automationQueries.status(profileId));
  const latest = useQuery(automationQueries.latest(profileId, LATEST));
  const counted = (status.data?.rules ?? []).filter((rule) => rule.changesLast7Days > 0);
  const total = counted.reduce((sum, rule) => sum + rule.changesLast7Days, 0);

  const body = () => {
    if (status.isError || latest.isError) {
      return (
        <ErrorView
          onRetry={() => {
            void status.refetch();
            void latest.refetch();
          }}
        />
      );
    }
    if (status.isPending || latest.isPending) return <Skeleton height="32" borderRadius="md" />;
    return (
      <Stack gap="4">
        <Stack gap="2">
          <Text fontSize="sm">
            <Text as="span" fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
              {formatCount(total)}
            </Text>{" "}
            change{total === 1 ? "" : "s"} applied on Amazon in the last 7 days
          </Text>
          {counted.length > 0 && (
            <Wrap gap="2" aria-label="Changes by rule">
              {counted.map((rule) => (
                <Badge key={rule.rule} variant="subtle" colorPalette="blue">
                  {RULE_LABELS[rule.rule]}: {formatCount(rule.changesLast7Days)}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
        {latest.data.changes.length > 0 ? (
          <Stack gap="3" as="ul" listStyleType="none" aria-label="Latest changes">
            <Heading as="h3" size="xs" color="fg.muted">
              Latest changes
            </Heading>
            {latest.data.changes.map((change) => (
              <Stack
                as="li"
                key={change.id}
                gap="0.5"
                borderLeftWidth="2px"
                borderColor="blue.muted"
                paddingStart="3"
              >
                <HStack gap="2" wrap="wrap" fontSize="sm">
                  <Text fontWeight="medium">{change.entityLabel}</Text>
                  <Text color="fg.muted">
                    <ChangeText row={change} />
                  </Text>
                  {change.status !== "APPLIED" && <ChangeStatusBadge status={change.status} />}
                </HStack>
                <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                  {ruleLabel(change.rule)} · {formatDateTime(change.time)} · {change.reason}
                </Text>
                <Link asChild fontSize="xs" color="blue.fg" width="fit-content">
                  <RouterLink to={`${paths.advertisedSku(change.skuId)}#${HISTORY_HASH}`}>
                    History of {change.sku}
                  </RouterLink>
                </Link>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No changes yet. Set a target ACOS or switch on a setting on a product's page, and the automation's
            changes show here with their reasons.
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="dashboard-automation" size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading id="dashboard-automation" size="md">
            Automation
          </Heading>
          <RunNowButton profileId={profileId} availableAt={status.data?.runNowAvailableAt ?? null} />
        </HStack>
      </Card.Header>
      <Card.Body>{body()}</Card.Body>
      <Card.Footer>
        <Link asChild fontSize="sm" fontWeight="semibold" color="blue.fg" letterSpacing="wide">
          <RouterLink to={paths.changes} aria-label="See every change and its impact">
            ALL CHANGES AND THEIR IMPACT <ArrowRight size={14} />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
