import type { BookReview } from "@/lib/content/library";

/**
 * A review's verdict in a word. "Essential" is filled in the primary colour
 * and "Recommended" outlined, so the two read as two ratings at a glance (in
 * the same pale pill they looked alike).
 */
export function VerdictBadge({ verdict, size = "small", named = true }: { verdict: BookReview["verdict"]; size?: "small" | "base"; /** False where a label beside it already says "Our verdict". */ named?: boolean }) {
  const tone = verdict === "Essential" ? "border-primary bg-primary text-primary-foreground" : "border-primary text-accent-foreground";
  return (
    <span data-verdict={verdict} className={`rounded-full border px-2.5 py-0.5 font-semibold ${size === "small" ? "text-small" : ""} ${tone}`}>
      {named ? <span className="sr-only">Our verdict: </span> : null}
      {verdict}
    </span>
  );
}
