/** A multipart body for an order document: the fields in the order given (`kind` first by default). */
export function documentUpload(
  kind: string | null,
  data: Buffer | null,
  filename = "document.pdf",
  opts: { type?: string; kindLast?: boolean; extra?: Array<[string, string]> } = {},
) {
  const boundary = "----order-documents-boundary";
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts: Buffer[] = [];
  const kindPart = kind === null ? [] : [field("kind", kind)];
  if (!opts.kindLast) parts.push(...kindPart);
  for (const [name, value] of opts.extra ?? []) parts.push(field(name, value));
  if (data !== null)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${opts.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      data,
      Buffer.from("\r\n"),
    );
  if (opts.kindLast) parts.push(...kindPart);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
