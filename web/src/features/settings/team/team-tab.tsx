import { Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { QueryView } from "../../../components/ui/query-view";
import { useSignedInUser } from "../../../lib/auth/current-user";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { MembersTable } from "./members-table";
import { teamQuery } from "./team-api";

/** Settings › Team (issue 34): the organisation's members and invitations; only its Owner changes them. */
export function TeamTab() {
  const user = useSignedInUser();
  const query = useQuery(teamQuery());
  const canManage = user.organisation.role === "owner";
  return (
    <Stack gap="6" maxWidth="4xl">
      <Text fontSize="sm" color="fg.muted">
        The people of {user.organisation.name}. Managers change everything but billing and the team; Analysts
        read, export and chat.{canManage ? "" : " Only the owner invites, changes roles and removes members."}
      </Text>
      {canManage && (
        <Stack gap="3">
          <Heading size="md">Invite a member</Heading>
          <InviteForm />
        </Stack>
      )}
      <QueryView query={query} loadingLabel="Loading the team" isEmpty={() => false}>
        {(team) => (
          <Stack gap="6">
            <Stack gap="3">
              <Heading size="md">Members</Heading>
              <MembersTable members={team.members} canManage={canManage} yourId={user.id} />
            </Stack>
            <Stack gap="3">
              <Heading size="md">Pending invitations</Heading>
              <InvitationsList invitations={team.invitations} canManage={canManage} />
            </Stack>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
