import type { Metadata } from "next";
import { LegalDocument } from "@/components/library/legal-document";
import { termsOfService } from "@/content/legal/terms-of-service";

export const metadata: Metadata = {
  title: termsOfService.title,
  description: termsOfService.summary,
};

export default function TermsOfServicePage() {
  return <LegalDocument page={termsOfService} />;
}
