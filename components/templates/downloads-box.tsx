import { Icon } from "@/components/ui/icons";
import type { DownloadFile } from "@/lib/templates/downloads";
import { toMarkdown } from "@/lib/templates/markdown";
import type { Template } from "@/lib/templates/schema";
import { CopyMarkdownButton } from "./copy-markdown-button";
import { formatLabels } from "./groups";

const variantLabel = (file: DownloadFile, template: Template): string => {
  if (file.variant === "blank") return "Blank template";
  if (file.variant === "example") return "Filled-in example";
  const ref = template.kind === "sheet" ? template.referenceTables?.find((r) => r.slug === file.variant) : undefined;
  return ref?.title ?? file.variant;
};

function size(body: string): string {
  const bytes = new TextEncoder().encode(body).length;
  // A no-break space: the figure and its unit never land on two lines.
  return bytes < 1024 ? `${bytes}\u00a0bytes` : `${(bytes / 1024).toFixed(1)}\u00a0KB`;
}

/**
 * One download link per file of this template (prerendered by the [file] route), plus a Copy button for the Markdown.
 * A container: in a page's rail (17rem) its links and padding step down a size, so a link's name keeps one line.
 */
export function DownloadsBox({ template, files }: { template: Template; files: readonly DownloadFile[] }) {
  const hasMarkdown = template.formats.includes("md" as never);
  return (
    <div className="template-downloads @container rounded-2xl border border-border bg-surface p-5">
      <ul className="list-none space-y-3 pl-0">
        {files.map((file) => (
          <li key={file.path}>
            <a href={file.path} download={file.filename} className="inline-flex items-start gap-2 font-semibold text-primary underline-offset-4 hover:underline @max-sm:text-sm">
              <Icon name="arrowRight" size={16} className="mt-1 shrink-0 rotate-90" />
              <span>
                {variantLabel(file, template)} ({formatLabels[file.format]})
                <span className="block text-small font-normal break-all text-muted">
                  {/* A long file name may break anywhere; its size stays whole. */}
                  {file.filename} <span className="break-normal whitespace-nowrap">· {size(file.body)}</span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {hasMarkdown ? (
        <div className="mt-5 border-t border-border pt-5">
          <CopyMarkdownButton markdown={toMarkdown(template)} label="Copy the Markdown template" />
        </div>
      ) : null}
    </div>
  );
}
