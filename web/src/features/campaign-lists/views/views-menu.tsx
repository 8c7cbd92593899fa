import { Button, Menu, Portal } from "@chakra-ui/react";
import type { SavedViewList, ViewState } from "@contracts/saved-views/saved-views.schemas";
import { Bookmark } from "lucide-react";
import { useState } from "react";
import { SaveViewDialog } from "./save-view-dialog";
import { useSavedViews } from "./saved-views-api";

type ViewsMenuProps = {
  list: SavedViewList;
  current: ViewState;
  onApply: (view: ViewState) => void;
};

/** 'Views': the seller's saved views of the list to apply, and 'Save current view…' (also where they are deleted). */
export function ViewsMenu({ list, current, onApply }: ViewsMenuProps) {
  const views = useSavedViews(list);
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" bg="bg">
            <Bookmark /> Views
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="56" maxHeight="min(32rem, 80vh)" overflowY="auto">
              <Menu.Item value="save" onSelect={() => setSaving(true)}>
                Save current view…
              </Menu.Item>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Saved views</Menu.ItemGroupLabel>
                {views.data?.length === 0 && (
                  <Menu.Item value="none" disabled>
                    None yet
                  </Menu.Item>
                )}
                {views.data?.map((view) => (
                  <Menu.Item key={view.id} value={`view-${view.id}`} onSelect={() => onApply(view.view)}>
                    {view.name}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SaveViewDialog list={list} open={saving} onClose={() => setSaving(false)} current={current} />
    </>
  );
}
