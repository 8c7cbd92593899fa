import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { InsideDialog } from "./inside-dialog";

type AppDialogProps = {
  open: boolean;
  /** Called when the dialog asks to close: the close button, Escape, a click outside. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for confirmations of something that cannot be undone. */
  role?: "dialog" | "alertdialog";
  size?: "xs" | "sm" | "md" | "lg";
  /** Centres the title, body and buttons (announcements like the welcome tour). */
  centred?: boolean;
};

/**
 * The one frame every dialog of the app uses: centred, a title, a body, buttons, a close button. A body taller
 * than the window scrolls inside, so the title and close button stay in view (the Products results).
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  role = "dialog",
  size = "md",
  centred,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      // Only the seller closes a dialog (a click outside, Escape, a button): focus moved away by the page
      // itself, e.g. a field of the screen behind still focused as a dialog opens, does not.
      onFocusOutside={(event) => event.preventDefault()}
      placement="center"
      scrollBehavior="inside"
      role={role}
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content textAlign={centred ? "center" : undefined}>
            <InsideDialog.Provider value={true}>
              {/* A long title wraps before the close button, never under it. */}
              <Dialog.Header justifyContent={centred ? "center" : undefined} pe={centred ? undefined : "12"}>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer && (
                <Dialog.Footer justifyContent={centred ? "center" : undefined}>{footer}</Dialog.Footer>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </InsideDialog.Provider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
