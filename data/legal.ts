/** The privacy policy and the terms of service. */
export { privacyPolicy } from "@/content/legal/privacy-policy";
export { termsOfService } from "@/content/legal/terms-of-service";
