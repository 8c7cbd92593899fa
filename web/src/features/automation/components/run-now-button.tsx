import { Button, HStack, Text } from "@chakra-ui/react";
import { format, parseISO } from "date-fns";
import { Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useRunNow } from "../api/use-automation-actions";

type RunNowButtonProps = {
  profileId: number;
  /** From the status: when Run now may be asked again (null: now). */
  availableAt: string | null;
};

/** Re-renders when `at` passes, so the button comes back on by itself. */
function useHasPassed(at: string | null) {
  const [, setTick] = useState(0);
  const waitMs = at ? Date.parse(at) - Date.now() : 0;
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(waitMs + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [waitMs]);
  return waitMs <= 0;
}

/** 'Run now': queues the profile's automation at once; off, saying until when, for 15 minutes after. */
export function RunNowButton({ profileId, availableAt }: RunNowButtonProps) {
  const run = useRunNow(profileId);
  const available = useHasPassed(availableAt);
  const reason =
    !available && availableAt
      ? `Run now can be used again at ${format(parseISO(availableAt), "HH:mm")}.`
      : null;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        colorPalette="blue"
        loading={run.isPending}
        disabled={reason !== null}
        onClick={() => run.mutate()}
      >
        <Play /> Run now
      </Button>
      {reason && (
        <Text color="fg.muted" fontSize="xs">
          {reason}
        </Text>
      )}
    </HStack>
  );
}
