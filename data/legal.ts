/** The privacy policy and the terms of service (content/legal/*.md). */
export { privacyPolicy, termsOfService } from "@/content/legal";
