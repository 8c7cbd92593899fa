import { Box, IconButton, Popover, Portal } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useState } from "react";
import { notificationsQuery } from "../api/notification-queries";
import { useNotificationEvents } from "../api/use-notification-events";
import { NotificationPanel } from "./notification-panel";

const countText = (unread: number) => (unread > 99 ? "99+" : String(unread));

/** The header's bell: the unread count, and the notification centre in a panel under it. */
export function NotificationBell() {
  useNotificationEvents();
  const [open, setOpen] = useState(false);
  const unread = useInfiniteQuery(notificationsQuery()).data?.pages[0]?.unread ?? 0;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      positioning={{ placement: "bottom-end" }}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          position="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        >
          <Bell />
          {unread > 0 && (
            <Box
              as="span"
              position="absolute"
              top="-1"
              insetEnd="-1"
              minWidth="18px"
              height="18px"
              px="1"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="11px"
              fontWeight="bold"
              lineHeight="18px"
              textAlign="center"
              pointerEvents="none"
              aria-hidden
            >
              {countText(unread)}
            </Box>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(calc(100vw - 32px), 400px)" overflow="hidden">
            <NotificationPanel onNavigate={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
