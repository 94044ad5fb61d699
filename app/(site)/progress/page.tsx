import type { Metadata } from "next";
import { EarlyInput } from "@/components/early-input/early-input";
import { ProgressDashboard, type ProgressGroup } from "@/components/progress/progress-dashboard";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { bookReviews } from "@/data/books";
import { frameworkCards } from "@/data/frameworks";
import { guidePages, guidePath } from "@/data/guides";
import { masteryAreas } from "@/data/mastery";
import { quizAreas, quizQuestions } from "@/data/quiz";
import { templates } from "@/data/templates";
import { masteryTopicKey } from "@/lib/progress/keys";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  "What you have marked as read across frameworks, guides, Product Mastery topics, book reviews and templates, your quiz history, and a way to export, import or reset it.";

export const metadata: Metadata = pageMetadata({ title: "Your progress", description, path: "/progress" });

/** Every markable item, grouped as the site is: the dashboard fills in what this browser has read. */
function progressGroups(): ProgressGroup[] {
  return [
    { id: "frameworks", title: "Frameworks", href: "/frameworks", items: frameworkCards.map((card) => ({ key: card.href, title: card.title, href: card.href })) },
    { id: "guides", title: "Guides", href: "/guides", items: guidePages.map((page) => ({ key: guidePath(page.slug), title: page.title, href: guidePath(page.slug) })) },
    ...masteryAreas.map((area) => ({
      id: `mastery-${area.id}`,
      title: area.title,
      eyebrow: "Product Mastery",
      href: `/product-mastery/${area.id}`,
      items: area.subsections.map((topic) => {
        const key = masteryTopicKey(area.id, topic.id);
        return { key, title: topic.title, href: key };
      }),
    })),
    { id: "books", title: "Book reviews", href: "/books", items: bookReviews.map((book) => ({ key: `/books/${book.slug}`, title: book.title, href: `/books/${book.slug}` })) },
    { id: "templates", title: "Templates", href: "/templates", items: templates.map((t) => ({ key: `/templates/${t.slug}`, title: t.name, href: `/templates/${t.slug}` })) },
  ];
}

/** Interactive tool template: the header, then the dashboard (a client leaf reading this browser's storage). */
export default function ProgressPage() {
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "Your progress", path: "/progress" }]}
        eyebrow="Learning"
        title="Your progress"
        intro={<p>Your progress is stored only in this browser: no account, no cookie, nothing sent to us.</p>}
      />
      {/* A file chosen in Import while the page is still loading is imported once the dashboard is live. */}
      <EarlyInput />
      <ProgressDashboard
        groups={progressGroups()}
        tick={<Icon name="check" size={14} strokeWidth={3} />}
        chevron={<Icon name="chevronDown" size={20} />}
        arrow={<Icon name="arrowRight" size={18} />}
        // Only what the history shows of each question: not the answers.
        quiz={{ questions: quizQuestions.map(({ question, area, topic }) => ({ question, area, topic })), areas: quizAreas }}
      />
    </PageShell>
  );
}
