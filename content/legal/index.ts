import { legalPageFrontMatter, type LegalPage } from "@/lib/content/library";
import path from "node:path";
import { readMarkdownFolder } from "../markdown-folder";

/**
 * The legal pages, content/legal/<slug>.md. The privacy policy must stay true
 * to what the code does: if the site starts storing or sending anything new,
 * that file changes in the same commit. The terms set the minimum age (13)
 * and the governing law (the United States).
 */
const [privacy, terms] = readMarkdownFolder(path.join(process.cwd(), "content", "legal"), ["privacy-policy", "terms-of-service"], legalPageFrontMatter).map(({ slug, meta, body }) => ({
  slug,
  ...meta,
  sections: body.sections,
}));

export const privacyPolicy: LegalPage = privacy!;
export const termsOfService: LegalPage = terms!;
