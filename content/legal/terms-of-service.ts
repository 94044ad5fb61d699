import type { LegalPage } from "@/lib/content/library";

/** Terms of service: minimum age 13, governing law the United States. */
export const termsOfService: LegalPage = {
  title: "Terms of Service",
  summary:
    "The rules for using PM Knowledge Hub: who may use it (you must be at least 13), how you may use our content, and the limits of our responsibility.",
  lastUpdated: "2025-04-13",
  contactIntro: "Questions about these terms? Email us at",
  sections: [
    {
      id: "acceptance",
      title: "Accepting these terms",
      blocks: [
        {
          kind: "p",
          text: "These terms apply to your use of PM Knowledge Hub (the site), including its articles, framework explainers, book reviews, quiz, glossary, comic and newsletter. By using the site you agree to them. If you do not agree, please do not use the site.",
        },
      ],
    },
    {
      id: "eligibility",
      title: "Who may use the site",
      blocks: [
        {
          kind: "p",
          text: "You must be at least 13 years old to use the site or subscribe to the newsletter. If you are under the age of majority where you live, please read these terms with a parent or guardian.",
        },
      ],
    },
    {
      id: "use-of-the-site",
      title: "Using the site",
      blocks: [
        {
          kind: "p",
          text: "You are welcome to read, learn from and share the site. In return, please do not:",
        },
        {
          kind: "ul",
          items: [
            "try to gain access to the admin area or any account, system or data that is not yours;",
            "interfere with the site's operation, for example by overloading it, probing it for vulnerabilities or spreading malware;",
            "submit email addresses that are not yours to the newsletter, or use the newsletter form to send spam;",
            "copy the site's content at scale, or present it as your own, except as allowed below.",
          ],
        },
        {
          kind: "p",
          text: "We may suspend access for anyone who breaks these rules and may change, pause or retire any part of the site at any time.",
        },
      ],
    },
    {
      id: "content-and-ip",
      title: "Our content and intellectual property",
      blocks: [
        {
          kind: "p",
          text: "The text, illustrations, quiz questions, comic and design of the site are original work owned by PM Knowledge Hub and protected by copyright. You may use them for personal, non-commercial learning, and you may quote short passages with a link back to the page. Reproducing substantial parts, or using the content commercially, needs our written permission.",
        },
        {
          kind: "p",
          text: "Names of books, frameworks, companies and products mentioned on the site belong to their respective owners and are used only to identify them. Book covers shown on the site are our own stylised illustrations, not the publishers' artwork.",
        },
      ],
    },
    {
      id: "newsletter",
      title: "The newsletter",
      blocks: [
        {
          kind: "p",
          text: "If you subscribe, we will send you occasional emails about new content. You can unsubscribe at any time. How we handle your email address is described in our Privacy Policy.",
        },
      ],
    },
    {
      id: "external-links",
      title: "External links",
      blocks: [
        {
          kind: "p",
          text: "We link to articles, videos, podcasts, books and tools on other websites because we think they are useful. We do not control those sites, are not responsible for their content, availability or practices, and a link is not an endorsement of everything on them. Their own terms and privacy policies apply when you visit them.",
        },
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        {
          kind: "p",
          text: "The site is provided for general education and information. It is not professional, legal, financial or career advice, and following it does not guarantee any result, such as passing an interview. We work to keep the content accurate, but the site is provided 'as is' and 'as available', without warranties of any kind, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement, to the fullest extent the law allows.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        {
          kind: "p",
          text: "To the fullest extent permitted by law, PM Knowledge Hub and the people behind it are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or opportunities, arising from your use of, or inability to use, the site or any site it links to. Because the site is free, our total liability for any claim relating to it is limited to one hundred US dollars (US$100). Some jurisdictions do not allow these limits, so they may not all apply to you.",
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        {
          kind: "p",
          text: "These terms are governed by the laws of the United States of America, without regard to conflict-of-law principles. Nothing in these terms takes away rights you have under consumer protection laws that cannot be waived where you live.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        {
          kind: "p",
          text: "We may update these terms from time to time. When we do, we will change the date at the top of this page. Continuing to use the site after an update means you accept the new terms.",
        },
      ],
    },
  ],
};
