import { Badge, Button, HStack, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import type { InvitedRole, TeamMember } from "@contracts/organisations/team.schemas";
import { useState } from "react";
import { notify } from "../../../components/ui/toaster";
import { ROLE_LABELS, teamDate } from "./role-label";
import { useChangeRole, useRemoveMember } from "./team-api";
import { TransferOwnershipDialog } from "./transfer-ownership-dialog";

/** Columns a phone leaves out (their content shows under the member's name there). */
const WIDE_ONLY = { base: "none", md: "table-cell" } as const;

type Props = { members: TeamMember[]; canManage: boolean; yourId: string };

/** The organisation's members; an Owner changes their roles, removes them or hands ownership over. */
export function MembersTable({ members, canManage, yourId }: Props) {
  const [transferringTo, setTransferringTo] = useState<TeamMember>();
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Members">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Member</Table.ColumnHeader>
              <Table.ColumnHeader display={WIDE_ONLY}>Role</Table.ColumnHeader>
              <Table.ColumnHeader display={WIDE_ONLY}>Joined</Table.ColumnHeader>
              {canManage && (
                <Table.ColumnHeader textAlign="end" display={WIDE_ONLY}>
                  Actions
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {members.map((member) => (
              <Table.Row key={member.id}>
                <Table.Cell>
                  <Stack gap="0">
                    <Text fontWeight="medium">
                      {member.name}
                      {member.id === yourId && " (you)"}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {member.email}
                    </Text>
                  </Stack>
                  {/* A phone has no room for the other columns: the role and actions go under the name. */}
                  <Stack display={{ base: "flex", md: "none" }} gap="2" mt="2" align="flex-start">
                    <MemberRole member={member} canManage={canManage} />
                    {canManage && member.role !== "owner" && (
                      <MemberActions member={member} onTransfer={() => setTransferringTo(member)} />
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell display={WIDE_ONLY}>
                  <MemberRole member={member} canManage={canManage} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" display={WIDE_ONLY}>
                  {teamDate(member.joinedAt)}
                </Table.Cell>
                {canManage && (
                  <Table.Cell textAlign="end" display={WIDE_ONLY}>
                    {member.role !== "owner" && (
                      <MemberActions member={member} onTransfer={() => setTransferringTo(member)} />
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TransferOwnershipDialog member={transferringTo} onClose={() => setTransferringTo(undefined)} />
    </>
  );
}

function MemberRole({ member, canManage }: { member: TeamMember; canManage: boolean }) {
  if (canManage && member.role !== "owner") return <RoleSelect member={member} />;
  return <Badge colorPalette={member.role === "owner" ? "blue" : "gray"}>{ROLE_LABELS[member.role]}</Badge>;
}

function RoleSelect({ member }: { member: TeamMember }) {
  const changeRole = useChangeRole();
  return (
    <NativeSelect.Root size="sm" width="32" disabled={changeRole.isPending}>
      <NativeSelect.Field
        aria-label={`Role of ${member.name}`}
        value={member.role}
        onChange={(event) =>
          changeRole.mutate(
            { memberId: member.id, role: event.currentTarget.value as InvitedRole },
            { onError: (error) => notify.error(error.message) },
          )
        }
      >
        <option value="manager">Manager</option>
        <option value="analyst">Analyst</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function MemberActions({ member, onTransfer }: { member: TeamMember; onTransfer: () => void }) {
  const remove = useRemoveMember();
  return (
    <HStack justify={{ base: "flex-start", md: "flex-end" }} gap="2">
      <Button size="xs" variant="outline" onClick={onTransfer}>
        Make owner
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={remove.isPending}
        aria-label={`Remove ${member.name}`}
        onClick={() =>
          remove.mutate(member.id, {
            onSuccess: () => notify.success("Member removed", member.name),
            onError: (error) => notify.error(error.message),
          })
        }
      >
        Remove
      </Button>
    </HStack>
  );
}
