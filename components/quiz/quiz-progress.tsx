/** A visible progress bar for the quiz, exposed to assistive technology as a progressbar. */
// The track is the muted text colour, faint: a border-coloured track all but vanished in the dark theme.
export function QuizProgress({ answered, total }: { answered: number; total: number }) {
  const percent = total > 0 ? (answered / total) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label="Quiz progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={answered}
      aria-valuetext={`${answered} of ${total} questions answered`}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-border"
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
      {/* A gap between questions, so the bar reads as a row of steps to go: before the first answer it was an empty grey strip. */}
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{ backgroundImage: `repeating-linear-gradient(to right, transparent 0 calc(100% / ${total} - 2px), var(--surface-raised) calc(100% / ${total} - 2px) calc(100% / ${total}))` }}
      />
    </div>
  );
}
