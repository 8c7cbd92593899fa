import {
  Button,
  Toaster as ChakraToaster,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
} from "@chakra-ui/react";

/** Toasts as spec 000 §8–9: top-right, at most 20, error 4 s, success 2 s, loading until dismissed. */
export const toaster = createToaster({
  placement: "top-end",
  max: 20,
  pauseOnPageIdle: true,
  duration: 4000,
});

export const notify = {
  /** With a description the toast stays longer (5 s), long enough to read the line under the title. */
  success: (title: string, description?: string) =>
    toaster.create({
      title,
      description,
      type: "success",
      duration: description ? 5000 : 2000,
      closable: true,
    }),
  error: (title: string) => toaster.create({ title, type: "error", duration: 4000, closable: true }),
  info: (title: string) => toaster.create({ title, type: "info", duration: 4000, closable: true }),
  loading: (title: string) => toaster.create({ title, type: "loading", closable: false }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} data-testid="toast">
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.type !== "loading" && (
              <Button size="xs" variant="outline" onClick={() => toaster.dismiss(toast.id)}>
                Hide
              </Button>
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
