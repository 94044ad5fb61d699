import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { GlossaryFilter } from "@/components/glossary/glossary-filter";
import { GlossaryIndex } from "@/components/glossary/glossary-index";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { glossaryEntries, glossaryTerms } from "@/data/glossary";
import { glossarySetName } from "@/lib/glossary/entries";
import { letterIndex, sortTerms } from "@/lib/glossary/glossary";
import { definedTermSetJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Glossary / PM 101",
  description: `Plain-language definitions of ${glossaryTerms.length} product management terms, from A/B tests and activation to OKRs, RICE scoring and velocity, each linked to a deeper guide.`,
  path: "/glossary",
});

const LIST_ID = "glossary-terms";

export default function GlossaryPage() {
  const terms = sortTerms(glossaryTerms);

  return (
    <PageShell>
      <JsonLd
        data={definedTermSetJsonLd({
          name: glossarySetName,
          path: "/glossary",
          terms: glossaryEntries,
        })}
      />
      <PageHeader
        trail={[{ name: "Glossary", path: "/glossary" }]}
        eyebrow="PM 101"
        title="Product Management Glossary"
        intro={
          <p>
            The {terms.length} terms you will hear in your first month as a product manager, explained in plain
            language. Search by name or by any word in a definition, jump by letter, open a term for its full page
            (why it matters, how it works, an example and pitfalls), or follow a link to where it is taught.
          </p>
        }
      />
      <div className="max-w-3xl">
        <GlossaryFilter total={terms.length} listId={LIST_ID} />
      </div>
      {/* The A-Z bar takes the page's width, like the list: in the filter's column it wrapped to two rows. */}
      <GlossaryIndex letters={letterIndex(terms)} />
      {/* The list takes the page's width: two columns of terms on wide screens. */}
      <GlossaryList terms={terms} id={LIST_ID} />
    </PageShell>
  );
}
