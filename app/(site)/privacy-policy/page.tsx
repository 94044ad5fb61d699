import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalDocument } from "@/components/library/legal-document";
import { privacyPolicy } from "@/content/legal";

export const metadata: Metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.summary,
  path: "/privacy-policy",
  type: "article",
});

export default function PrivacyPolicyPage() {
  return <LegalDocument page={privacyPolicy} path="/privacy-policy" />;
}
