import type { ReactNode } from "react";
import { TEASER_CHARS, truncateAtWord } from "@/lib/text/teaser";
import { ExternalLink } from "./external-link";
import { Icon } from "./icons";
import { WithWholeHyphenatedWords } from "./with-last-word";

export const cardClasses =
  "rounded-2xl border border-border bg-surface-raised p-6 shadow-sm transition-shadow hover:shadow-md";

/** A plain card box (a panel of any content). For a card in a grid, use TeaserCard. */
export function Card({ children, className = "", as: Tag = "div" }: { children: ReactNode; className?: string; as?: "div" | "article" | "li" | "section" }) {
  return <Tag className={`${cardClasses} ${className}`}>{children}</Tag>;
}

/** The card's link line: on the site, another site (new tab), or (for a card that is one link) just its words. */
export type CardLink = { label: ReactNode; href?: string; external?: boolean };

export type TeaserCardProps = {
  /** The eyebrow above the title: a type, a category, a count. */
  label?: ReactNode;
  title: ReactNode;
  /** The title's element: h2 on an index page whose cards are its sections, h3 under a section heading. */
  titleAs?: "h2" | "h3" | "p";
  titleId?: string;
  /** Beside the title, top right (a read check). */
  titleAside?: ReactNode;
  /** One line under the title, before the text: who wrote or gives it (a resource's author or publisher). */
  byline?: ReactNode;
  /**
   * Up to three lines. A string is cut at a word in code (TEASER_CHARS): the
   * browser's line-clamp cuts inside a word ("say wh…"), so it is only the
   * guard for the narrowest cards. `fullText` shows all of it instead.
   */
  text?: ReactNode;
  /** Show the whole text: a resource's "why it is worth it" is its substance, not a teaser. */
  fullText?: boolean;
  /** Extra lines between the text and the link (formats, dates). */
  children?: ReactNode;
  /** The link pinned to the bottom of the card. */
  link?: CardLink;
  /** The whole card is one link to this address (then `link` gives only the words of its bottom line). */
  href?: string;
  /** A picture across the top, edge to edge. */
  media?: ReactNode;
  as?: "article" | "div";
  className?: string;
};


const linkLine = "inline-flex items-center gap-1 text-small font-semibold text-primary";

/**
 * The one card of the site's grids, with the same parts everywhere: an
 * optional label, a title, up to three lines of text and a link pinned to the
 * bottom. The card keeps its own height in the grid (lib/layout/card-grid.ts),
 * so the link sits under the text, never below a blank stretch.
 */
export function TeaserCard({ label, title, titleAs: Title = "h3", titleId, titleAside, byline, text, fullText = false, children, link, href, media, as = "article", className = "" }: TeaserCardProps) {
  const body = (
    <>
      {/* A size container, so a picture can fit itself to the card's width (a video poster in a narrow card). */}
      {media ? <div className="@container border-b border-border bg-surface">{media}</div> : null}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {label ? <p className="flex items-center gap-2 text-caption font-semibold tracking-wide text-accent-foreground uppercase">{label}</p> : null}
        <div className={`flex items-start justify-between gap-3 ${label ? "mt-2" : ""}`}>
          <Title id={titleId} className={`text-heading font-semibold text-foreground ${href ? "group-hover:text-primary" : ""}`}>
            {typeof title === "string" ? <WithWholeHyphenatedWords text={title} /> : title}
          </Title>
          {titleAside}
        </div>
        {byline ? <p className="mt-1 text-small font-medium text-foreground">{byline}</p> : null}
        {text ? (
          <p className={`mt-2 text-small leading-relaxed text-muted ${fullText ? "" : "line-clamp-3"}`}>
            {typeof text === "string" && !fullText ? truncateAtWord(text, TEASER_CHARS) : text}
          </p>
        ) : null}
        {children}
        {link ? <p className="mt-auto pt-4">{renderLink(link, Boolean(href))}</p> : null}
      </div>
    </>
  );
  const box = `${cardClasses} flex flex-col overflow-hidden p-0! ${className}`;
  if (href) {
    return (
      <a href={href} className={`${box} group hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}>
        {body}
      </a>
    );
  }
  const Root = as;
  return <Root className={box} aria-labelledby={titleId}>{body}</Root>;
}

function renderLink(link: CardLink, inLink: boolean) {
  const arrow = <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />;
  if (inLink || !link.href) {
    return (
      <span className={linkLine}>
        {link.label}
        {arrow}
      </span>
    );
  }
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={`${linkLine} hover:underline`}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <a href={link.href} className={`group ${linkLine} hover:underline`}>
      {link.label}
      {arrow}
    </a>
  );
}
