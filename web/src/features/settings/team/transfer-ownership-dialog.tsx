import { Button, Text } from "@chakra-ui/react";
import type { TeamMember } from "@contracts/organisations/team.schemas";
import { AppDialog } from "../../../components/ui/app-dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { notify } from "../../../components/ui/toaster";
import { useTransferOwnership } from "./team-api";

type Props = { member: TeamMember | undefined; onClose: () => void };

/** Confirms handing the organisation to another member: they become Owner, the Owner a Manager. */
export function TransferOwnershipDialog({ member, onClose }: Props) {
  const transfer = useTransferOwnership();
  const close = () => {
    if (transfer.isPending) return;
    transfer.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    transfer.mutate(
      { memberId: member.id },
      {
        onSuccess: () => {
          notify.success("Ownership transferred", `${member.name} is now the owner.`);
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      open={member !== undefined}
      onClose={close}
      role="alertdialog"
      title="Transfer ownership"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={transfer.isPending}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={confirm} loading={transfer.isPending}>
            Transfer ownership
          </Button>
        </>
      }
    >
      {transfer.error && <FormAlert message={transfer.error.message} />}
      <Text>
        {member?.name} ({member?.email}) becomes the owner: billing, members and the organisation are theirs
        to manage. You become a Manager and cannot undo this yourself.
      </Text>
    </AppDialog>
  );
}
