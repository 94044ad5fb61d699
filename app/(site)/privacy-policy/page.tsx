import type { Metadata } from "next";
import { LegalDocument } from "@/components/library/legal-document";
import { privacyPolicy } from "@/content/legal/privacy-policy";

export const metadata: Metadata = {
  title: privacyPolicy.title,
  description: privacyPolicy.summary,
};

export default function PrivacyPolicyPage() {
  return <LegalDocument page={privacyPolicy} />;
}
