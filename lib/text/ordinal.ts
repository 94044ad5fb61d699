/** "1st", "2nd", "3rd", "11th", "22nd": a place in a ranking, in words a reader says (a calculator's folded line, its jump link). */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[place % 10] ?? "th");
  return `${place}${suffix}`;
}
