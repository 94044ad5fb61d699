import { Icon } from "./icons";
import { WithLastWord } from "./with-last-word";

/**
 * A short "Learn more" style link ending in an arrow (glossary terms, the
 * quiz's study list). The last word and the arrow never part, so a label
 * that wraps does not leave the arrow alone on a line (styles: `.more-link`).
 */
export function MoreLink({ href, text, className = "" }: { href: string; text: string; className?: string }) {
  return (
    <a href={href} className={`more-link ${className}`.trim()}>
      <WithLastWord text={text}>
        <Icon name="arrowRight" size={16} />
      </WithLastWord>
    </a>
  );
}
