"use client";

/**
 * TAM/SAM/SOM calculator: the top-down build (a published figure narrowed by
 * shares) beside the bottom-up one (customers × price, narrowed by who you
 * can serve, reach and win), each with its three layers in money; under them
 * the gap between the two read in plain language, and the assumptions listed
 * in words as they are typed. The numbers, limits and wording come from
 * lib/calculators/market-sizing.ts and lib/frameworks/market-sizing.ts; the
 * link and CSV tools are the scoring calculators' (use-url-state.ts,
 * calculator-file-tools.tsx).
 */
import { useId, useState } from "react";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { computeMarket, marketAssumptions, marketValueLength, type MarketAssumptionId, type MarketDraft } from "@/lib/calculators/market-sizing";
import { encodeMarket, marketParam } from "@/lib/calculators/market-url";
import { formatMoney, type MarketLayers } from "@/lib/frameworks/market-sizing";
import { CalculatorField } from "./calculator-field";
import { CalculatorFileTools } from "./calculator-file-tools";
import { useUrlState } from "./use-url-state";

type Side = { key: "top-down" | "bottom-up"; title: string; how: string };

const sides: Side[] = [
  { key: "top-down", title: "Top-down", how: "A published market figure, narrowed by shares." },
  { key: "bottom-up", title: "Bottom-up", how: "Customers × what each pays a year, narrowed by who you can serve, reach and win." },
];

function Layers({ layers, years }: { layers: MarketLayers | null; years: string }) {
  if (!layers) return <p className="mt-3 text-sm font-medium">Fix the inputs above to see this estimate.</p>;
  const rows = [
    { name: "TAM", what: "the whole market", value: layers.tam },
    { name: "SAM", what: "what you can serve", value: layers.sam },
    { name: "SOM", what: `what you can win in ${years}`, value: layers.som },
  ];
  return (
    <dl className="mt-3 divide-y divide-border rounded-lg border border-border bg-background">
      {rows.map((row) => (
        <div key={row.name} className="flex items-baseline justify-between gap-3 px-3 py-2">
          <dt className="min-w-0">
            <span className="font-semibold">{row.name}</span> <span className="text-sm text-muted">{row.what}</span>
          </dt>
          <dd className="text-lg font-bold tabular-nums">{formatMoney(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MarketSizingCalculator({ initial }: { initial: MarketDraft }) {
  const baseId = useId();
  const [draft, setDraft] = useState<MarketDraft>(initial);
  const { message: linkMessage } = useUrlState<MarketDraft>(
    marketParam,
    encodeMarket(draft),
    async () => {
      const { decodeMarket } = await import("@/lib/calculators/market-url-state");
      return (text) => {
        const decoded = decodeMarket(text);
        return decoded.ok ? { ok: true, value: decoded.draft } : decoded;
      };
    },
    setDraft,
  );
  useEarlyInput();

  const result = computeMarket(draft);
  const update = (id: MarketAssumptionId, value: string) => setDraft((current) => ({ ...current, [id]: value.slice(0, marketValueLength) }));
  const years = result.errors.years ? "the period" : `${draft.years.trim()} ${draft.years.trim() === "1" ? "year" : "years"}`;

  const field = (id: MarketAssumptionId) => {
    const assumption = marketAssumptions.find((entry) => entry.id === id)!;
    return (
      <CalculatorField
        key={id}
        id={`${baseId}-${id}`}
        label={assumption.label}
        hint={assumption.hint}
        error={result.errors[id]}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maxLength={marketValueLength}
        value={draft[id]}
        onChange={(e) => update(id, e.target.value)}
      />
    );
  };

  return (
    <div className="grid gap-6" data-early-input="">
      <div className="@container max-w-md">{field("years")}</div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {sides.map((side) => (
          <div key={side.key} role="group" aria-labelledby={`${baseId}-${side.key}`} className="min-w-0 rounded-xl border border-border bg-surface-raised p-3 sm:p-4">
            <h3 id={`${baseId}-${side.key}`} className="text-lg font-bold">
              {side.title}
            </h3>
            <p className="mb-3 border-b border-border pb-2 text-sm text-muted">{side.how}</p>
            <div className="@container">
              <div className="grid gap-3">{marketAssumptions.filter((entry) => entry.side === side.key).map((entry) => field(entry.id))}</div>
            </div>
            <Layers layers={side.key === "top-down" ? result.topDown : result.bottomUp} years={years} />
          </div>
        ))}
      </div>
      <section aria-labelledby={`${baseId}-gap`} className="rounded-2xl border border-border bg-surface-raised p-3 sm:p-4">
        <h3 id={`${baseId}-gap`} className="text-lg font-bold">
          The gap between the two
        </h3>
        <div aria-live="polite">
          <p className="mt-2 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-foreground">
            {result.gap ? result.gap.headline : "Both estimates need valid inputs before they can be compared. Fix the highlighted fields."}
          </p>
          {result.gap ? (
            <div className="mt-3 max-w-3xl space-y-2">
              {result.gap.meaning.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
        </div>
      </section>
      <section aria-labelledby={`${baseId}-assumptions`}>
        <h3 id={`${baseId}-assumptions`} className="text-lg font-bold">
          Your assumptions
        </h3>
        <p className="text-sm text-muted">Listed as you type them: the list to check, source and test.</p>
        <ol className="mt-2 max-w-3xl list-decimal space-y-1 pl-6">
          {result.assumptions.map((entry) => (
            <li key={entry.id} className={entry.ok ? "" : "font-medium text-destructive"}>
              {entry.text}
            </li>
          ))}
        </ol>
        <CalculatorFileTools
          fileName="market-sizing.csv"
          thing="set of assumptions"
          linkMessage={linkMessage}
          toCsv={async () => (await import("@/lib/calculators/market-csv")).marketToCsv(draft)}
          importFile={async (file) => {
            const { importMarketFile } = await import("@/lib/calculators/market-csv");
            const imported = await importMarketFile(file);
            if (!imported.ok) return imported;
            setDraft(imported.draft);
            return { ok: true, text: `Imported ${marketAssumptions.length} assumptions from ${file.name}.` };
          }}
          help={
            <>
              CSV columns: Assumption, Value, In words. One line per assumption, named as in an exported file; import reads the first two columns and
              ignores the rest, so an exported file imports unchanged. Values can be written 620M, 1.5B, 32,000 or 20%. The link in your address bar
              also holds every assumption: bookmark or share it.
            </>
          }
        />
      </section>
    </div>
  );
}
