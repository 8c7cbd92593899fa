/**
 * The items of one top-level JSON array read from a stream of text, each parsed as soon as its text
 * has arrived: memory holds one item's text (and the chunk being read), never the whole document.
 * Amazon's report files are such arrays of flat objects, tens of megabytes for a large seller.
 */
export async function* jsonArrayItems<Item = unknown>(text: AsyncIterable<string>): AsyncGenerator<Item> {
  const scan = { started: false, ended: false, depth: 0, inString: false, escaped: false };
  /** The current item's text from chunks before this one, and where it starts in this one. */
  let carried = "";
  for await (const chunk of text) {
    let itemStart = scan.depth > 0 || carried !== "" ? 0 : -1;
    for (let index = 0; index < chunk.length; index++) {
      const char = chunk.charCodeAt(index);
      if (scan.inString) {
        if (scan.escaped) scan.escaped = false;
        else if (char === BACKSLASH) scan.escaped = true;
        else if (char === QUOTE) scan.inString = false;
        continue;
      }
      if (isWhitespace(char)) continue;
      if (scan.ended) throw new SyntaxError("Unexpected text after the JSON array");
      if (!scan.started) {
        if (char !== OPEN_BRACKET) throw new SyntaxError("The JSON document is not an array");
        scan.started = true;
        continue;
      }
      if (scan.depth === 0 && (char === COMMA || char === CLOSE_BRACKET)) {
        const item = `${carried}${itemStart >= 0 ? chunk.slice(itemStart, index) : ""}`.trim();
        carried = "";
        itemStart = -1;
        if (item !== "") yield JSON.parse(item) as Item;
        else if (char === COMMA) throw new SyntaxError("Empty item in the JSON array");
        if (char === CLOSE_BRACKET) scan.ended = true;
        continue;
      }
      if (itemStart < 0) itemStart = index;
      if (char === QUOTE) scan.inString = true;
      else if (char === OPEN_BRACE || char === OPEN_BRACKET) scan.depth++;
      else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) scan.depth--;
    }
    if (itemStart >= 0) carried += chunk.slice(itemStart);
  }
  if (!scan.ended) throw new SyntaxError("The JSON array ended early");
}

/** Groups a stream's items into arrays of at most `size`, the last one shorter. */
export async function* inChunks<Item>(items: AsyncIterable<Item>, size: number): AsyncGenerator<Item[]> {
  let chunk: Item[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

const [QUOTE, BACKSLASH, COMMA] = [0x22, 0x5c, 0x2c];
const [OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE] = [0x5b, 0x5d, 0x7b, 0x7d];
const isWhitespace = (char: number) => char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09;
