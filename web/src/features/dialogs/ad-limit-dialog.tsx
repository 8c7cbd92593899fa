import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { useSignedInUser } from "../auth/api/current-user";

/** Opens when the users answer says the month's ad spend is over the plan's cap (spec 000 §2.2). */
export function AdLimitDialog() {
  const { isAdLimitReached } = useSignedInUser();
  const [open, setOpen] = useState(isAdLimitReached);
  useEffect(() => setOpen(isAdLimitReached), [isAdLimitReached]);

  return (
    <Dialog.Root open={open} onOpenChange={({ open }) => setOpen(open)} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Ad limit reached</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>You've reached your ad limit, upgrade your plan.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="blue" onClick={() => setOpen(false)}>
                <RouterLink to={paths.subscriptions}>Settings</RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
