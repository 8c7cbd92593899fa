import { Box, Link } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import Markdown from "react-markdown";
import { CHAT_MARKDOWN } from "../lib/chat-markdown";

/** A link with an allowed scheme opens in a new tab; any other ("" from allowedUrl) reads as its text. */
function ChatLink({ href, children }: ComponentProps<"a">) {
  if (!href) return <span>{children}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.fg" textDecoration="underline">
      {children}
    </Link>
  );
}

/**
 * A message's text as markdown (react-markdown, read as CHAT_MARKDOWN says: no raw HTML, no image, no
 * autolink; GitHub's tables, which the analyst answers in), links only for document 001 §9's schemes.
 */
export function MessageMarkdown({ text }: { text: string }) {
  if (text.trim() === "") return null;
  return (
    <Box
      maxWidth="100%"
      css={{
        overflowWrap: "anywhere",
        "& > * + *": { marginTop: "2" },
        "& ul, & ol": { paddingInlineStart: "5" },
        "& ul": { listStyleType: "disc" },
        "& ol": { listStyleType: "decimal" },
        "& li + li": { marginTop: "1" },
        "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.emphasized", px: "1", borderRadius: "sm" },
        "& pre": { overflowX: "auto", bg: "bg.emphasized", p: "2", borderRadius: "md" },
        "& table": {
          display: "block",
          maxWidth: "100%",
          overflowX: "auto",
          borderCollapse: "collapse",
          fontSize: "xs",
        },
        "& th, & td": { border: "1px solid", borderColor: "border", px: "2", py: "1", textAlign: "start" },
        "& th": { bg: "bg.emphasized", fontWeight: "semibold", whiteSpace: "nowrap" },
        "& td": { fontVariantNumeric: "tabular-nums" },
        "& h1, & h2, & h3, & h4": { fontWeight: "semibold" },
      }}
    >
      <Markdown {...CHAT_MARKDOWN} components={{ a: ChatLink }}>
        {text}
      </Markdown>
    </Box>
  );
}
