import type { Nodes, PhrasingContent, Root, Text } from "mdast";

type Source = { value?: unknown };

/** A link written as `[text](url)` or `[text][ref]`: its source starts with the bracket. */
const isWritten = (node: Nodes, source: string) => {
  const offset = node.position?.start.offset;
  return offset !== undefined && source[offset] === "[";
};

const textOf = (value: string): Text => ({ type: "text", value });

/** What a node reads as in place of an image or an unwritten link. */
function replacement(node: Nodes, source: string): PhrasingContent[] | undefined {
  if (node.type === "image" || node.type === "imageReference") return [textOf(node.alt ?? "")];
  if ((node.type === "link" || node.type === "linkReference") && !isWritten(node, source))
    return node.children;
  return undefined;
}

function rewrite(parent: Nodes, source: string) {
  if (!("children" in parent)) return;
  const children: Nodes[] = [];
  for (const child of parent.children) {
    const instead = replacement(child, source);
    if (instead) {
      for (const each of instead) rewrite(each, source);
      children.push(...instead);
    } else {
      rewrite(child, source);
      children.push(child);
    }
  }
  (parent as { children: Nodes[] }).children = children;
}

/**
 * A remark plugin for the chat: no image is ever shown (its alt text is), and only links written as
 * `[text](url)` stay links. A bare address (GFM's autolinks: www.…, https://…, an e-mail) or `<https://…>`
 * reads as its text: answers quote shoppers' search terms and Amazon's names, and the chat never makes a
 * link or loads an image from data (docs/security.md).
 */
export function writtenLinksOnly() {
  return (tree: Root, file: Source) => rewrite(tree, String(file.value ?? ""));
}
