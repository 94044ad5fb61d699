/**
 * The site search as a plain GET form to /search: works before and without
 * JavaScript. Used by /search itself and by the not-found page.
 */
export function SearchForm({ id, defaultValue, hidden }: { id: string; defaultValue?: string; hidden?: { name: string; value: string } }) {
  return (
    <form action="/search" method="get" role="search" className="flex w-full max-w-2xl gap-2">
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder="e.g. churn or RICE"
        className="h-12 min-w-0 flex-1 rounded-lg border border-border bg-surface-raised px-4 text-base text-foreground placeholder:text-muted"
      />
      {hidden ? <input type="hidden" name={hidden.name} value={hidden.value} /> : null}
      <button type="submit" className="h-12 rounded-lg bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover">
        Search
      </button>
    </form>
  );
}
