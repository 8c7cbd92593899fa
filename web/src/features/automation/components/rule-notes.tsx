import { Alert, Box, List, Stack, Text } from "@chakra-ui/react";
import type { PreviewNote } from "@contracts/automation/change-api";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { automationQueries } from "../api/automation-queries";
import { RULE_LABELS } from "../lib/rule-labels";

/** Next run's "Waiting for data": what the rules that are on wait for, each with its keyword or target. */
export function RuleNotes({ notes }: { notes: PreviewNote[] }) {
  const waiting = notes.filter((note) => note.action === null);
  if (waiting.length === 0) return null;
  return (
    <Box data-testid="rule-notes">
      <Text fontWeight="medium" fontSize="sm" mb="1">
        Waiting for data
      </Text>
      <List.Root gap="1" fontSize="sm" ps="4" maxH="240px" overflowY="auto">
        {waiting.map((note) => (
          <List.Item key={`${note.rule}:${note.entityLabel ?? ""}`}>
            <Text as="span" color="fg.muted">
              {RULE_LABELS[note.rule]}
              {note.entityLabel ? ` · ${note.entityLabel}` : ""}:{" "}
            </Text>
            {note.text}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

type NowhereProps = { profileId: number; skuId: number; action?: ReactNode };

/**
 * A rule that cannot act until the SKU is advertised (harvesting with no Keyword campaign of its
 * own): its sentence and the Advertise action. Shown on the Automation section (so on its History)
 * and in the Search Term Expansions panel.
 */
export function AdvertiseNotice({ profileId, skuId, action }: NowhereProps) {
  const query = useQuery(automationQueries.preview(profileId, skuId));
  const notes = (query.data?.notes ?? []).filter((note) => note.action === "ADVERTISE");
  if (notes.length === 0) return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="advertise-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Nothing to harvest into</Alert.Title>
        <Stack gap="2">
          {notes.map((note) => (
            <Alert.Description key={note.rule}>{note.text}</Alert.Description>
          ))}
          {action}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
