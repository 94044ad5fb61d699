import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalDocument } from "@/components/library/legal-document";
import { termsOfService } from "@/content/legal";

export const metadata: Metadata = pageMetadata({
  title: termsOfService.title,
  description: termsOfService.summary,
  path: "/terms-of-service",
  type: "article",
});

export default function TermsOfServicePage() {
  return <LegalDocument page={termsOfService} path="/terms-of-service" />;
}
