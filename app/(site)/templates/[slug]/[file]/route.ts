/**
 * The templates library's downloads (docs/product.md, Templates): every Markdown and CSV file
 * from lib/templates/downloads.ts, prerendered at build time as static files
 * served with their content type and an attachment Content-Disposition, so a
 * click saves the file under its own name. Any other file name is a 404.
 */
import { downloadFiles } from "@/data/templates";

type Params = { slug: string; file: string };

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return downloadFiles().map((file) => ({ slug: file.slug, file: file.filename }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug, file } = await params;
  const download = downloadFiles().find((entry) => entry.slug === slug && entry.filename === file);
  if (!download) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(download.body, {
    headers: { "Content-Type": download.contentType, "Content-Disposition": download.contentDisposition },
  });
}
