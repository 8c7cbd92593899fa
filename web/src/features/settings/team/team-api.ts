import type {
  ChangeRoleInput,
  InviteInput,
  TransferOwnershipInput,
} from "@contracts/organisations/team.schemas";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

/** The team of the organisation acted in: its members and pending invitations. */
export const teamQuery = () =>
  queryOptions({
    queryKey: ["organisation-team"] as const,
    queryFn: () => call(apiClient.organisation.members.$get()),
  });

/** A change to the team; the team is read again after it (and the user, whose role may have changed). */
function useTeamChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}

export const useInvite = () =>
  useTeamChange((json: InviteInput) => call(apiClient.organisation.invitations.$post({ json })));

export const useRevokeInvitation = () =>
  useTeamChange((invitationId: string) =>
    call(apiClient.organisation.invitations[":invitationId"].$delete({ param: { invitationId } })),
  );

export const useChangeRole = () =>
  useTeamChange(({ memberId, role }: ChangeRoleInput & { memberId: string }) =>
    call(apiClient.organisation.members[":memberId"].$put({ param: { memberId }, json: { role } })),
  );

export const useRemoveMember = () =>
  useTeamChange((memberId: string) =>
    call(apiClient.organisation.members[":memberId"].$delete({ param: { memberId } })),
  );

export const useTransferOwnership = () =>
  useTeamChange((json: TransferOwnershipInput) => call(apiClient.organisation.ownership.$post({ json })));
