import { Button, Stack, Table, Text } from "@chakra-ui/react";
import type { PendingInvitation } from "@contracts/organisations/team.schemas";
import { notify } from "../../../components/ui/toaster";
import { ROLE_LABELS, teamDate } from "./role-label";
import { useRevokeInvitation } from "./team-api";

/** Columns a phone leaves out (their content shows under the address there). */
const WIDE_ONLY = { base: "none", md: "table-cell" } as const;

type Props = { invitations: PendingInvitation[]; canManage: boolean };

/** Invitations not yet accepted; an Owner revokes one, and its link stops working. */
export function InvitationsList({ invitations, canManage }: Props) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No pending invitations.
      </Text>
    );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Pending invitations">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>E-mail</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE_ONLY}>Role</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE_ONLY}>Expires</Table.ColumnHeader>
            {canManage && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invitations.map((invitation) => (
            <Table.Row key={invitation.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text wordBreak="break-all">{invitation.email}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    Invited by {invitation.invitedBy}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" display={{ base: "block", md: "none" }}>
                    {ROLE_LABELS[invitation.role]} · expires {teamDate(invitation.expiresAt)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell display={WIDE_ONLY}>{ROLE_LABELS[invitation.role]}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" display={WIDE_ONLY}>
                {teamDate(invitation.expiresAt)}
              </Table.Cell>
              {canManage && (
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    loading={revoke.isPending && revoke.variables === invitation.id}
                    onClick={() =>
                      revoke.mutate(invitation.id, { onError: (error) => notify.error(error.message) })
                    }
                  >
                    Revoke
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
