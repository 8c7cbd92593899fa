import { Button, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { AppDialog } from "../../components/ui/app-dialog";
import { paths } from "../../config/paths";
import { useSignedInUser } from "../../lib/auth/current-user";

/** Opens when the users answer says the month's ad spend is over the plan's cap (spec 000 §2.2). */
export function AdLimitDialog() {
  const { isAdLimitReached } = useSignedInUser();
  const [open, setOpen] = useState(isAdLimitReached);
  useEffect(() => setOpen(isAdLimitReached), [isAdLimitReached]);

  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      size="sm"
      title="Ad limit reached"
      footer={
        <Button asChild colorPalette="blue" onClick={() => setOpen(false)}>
          <RouterLink to={paths.subscriptions}>Settings</RouterLink>
        </Button>
      }
    >
      <Text>You've reached your ad limit, upgrade your plan.</Text>
    </AppDialog>
  );
}
