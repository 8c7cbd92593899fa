/** Report files are gzip'd JSON, as Amazon's S3 downloads are (no Content-Encoding: clients gunzip). */
export async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
