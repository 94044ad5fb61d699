import type { LegalPage } from "@/lib/content/library";

/**
 * The privacy policy. It must stay true to what the code does: if the site
 * starts storing or sending anything new, this page changes in the same PR.
 */
export const privacyPolicy: LegalPage = {
  title: "Privacy Policy",
  summary:
    "What PM Knowledge Hub stores about you (only your newsletter email, if you subscribe), why, for how long, and how to have it deleted.",
  lastUpdated: "2025-04-13",
  contactIntro: "For any privacy question or request, email us at",
  sections: [
    {
      id: "overview",
      title: "The short version",
      blocks: [
        {
          kind: "ul",
          items: [
            "You can read everything on PM Knowledge Hub without an account and without giving us any personal data.",
            "If you subscribe to the newsletter, we store your email address and the time you signed up, and use them only to send the newsletter.",
            "We do not use analytics, tracking pixels, advertising cookies or any other tracking technology.",
            "You can ask us to show you or delete your data at any time.",
          ],
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect and why",
      blocks: [
        {
          kind: "p",
          text: "Newsletter signups are the only personal data we store. When you enter your email address in a newsletter form, we save that address together with the date and time of your signup. We use it for one purpose: sending you the PM Knowledge Hub newsletter. We do not sell it, rent it, share it for marketing, or combine it with other data about you.",
        },
        {
          kind: "p",
          text: "Signups are stored in a Postgres database hosted by Supabase, which acts as our data processor: it stores the data on our behalf and may not use it for its own purposes. Only the site's single administrator can read the list of signups.",
        },
        {
          kind: "p",
          text: "Like any website, the servers that deliver these pages receive technical information with each request, such as your IP address and browser type, in order to send the page back to you. We do not store this in our database, build profiles from it or use it for analytics.",
        },
      ],
    },
    {
      id: "cookies-and-storage",
      title: "Cookies and local storage",
      blocks: [
        {
          kind: "p",
          text: "Visitors get no cookies from us: no analytics, tracking or advertising cookies of any kind. Two things are stored, and neither follows you around the web:",
        },
        {
          kind: "ul",
          items: [
            "Theme preference: when you use the theme switcher, your choice (light, dark or system) is kept in your browser's localStorage so the site remembers it on your next visit. It never leaves your device, and you can clear it through your browser settings.",
            "Admin session cookie: the admin area uses a session cookie to keep the site's single administrator signed in. It is set only when the administrator signs in; visitors never receive it.",
          ],
        },
      ],
    },
    {
      id: "third-parties",
      title: "External links and embedded video",
      blocks: [
        {
          kind: "p",
          text: "Many pages link to articles, videos, podcasts and books on other websites. Those links open in a new tab, and once you follow one, that site's own privacy policy applies.",
        },
        {
          kind: "p",
          text: "Some pages contain a YouTube video behind a click-to-load preview. Until you press play, the preview is an image served by this site and no request is made to YouTube. When you press play, the video loads from youtube-nocookie.com (YouTube's privacy-enhanced mode), and from then on YouTube's and Google's privacy policies govern what they collect.",
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep your data",
      blocks: [
        {
          kind: "p",
          text: "We keep your newsletter email address for as long as you remain subscribed. When you unsubscribe or ask us to delete it, we remove it from the database.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        {
          kind: "p",
          text: "You can ask us at any time to tell you whether we hold your email address and when you signed up (access), to correct it, or to delete it (deletion). You can unsubscribe at any time. Email us from the address concerned, or tell us which address it is, and we will act on your request within 30 days. Depending on where you live, you may also have the right to complain to a data protection authority.",
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          kind: "p",
          text: "PM Knowledge Hub is not directed at children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has given us an email address, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          kind: "p",
          text: "Database access rules allow visitors only to add a signup, never to read the list, and the admin area requires the administrator's credentials. No system is perfectly secure, but we keep what we store to the minimum so there is little to lose.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          kind: "p",
          text: "If we change what we collect or how we use it, we will update this page and the date at the top before the change takes effect. If the change is significant, we will also tell newsletter subscribers by email.",
        },
      ],
    },
  ],
};
