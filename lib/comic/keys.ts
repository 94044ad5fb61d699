/** The comic reader's page-turn keys, also kept before the page is live. */
export const comicKeys = { previous: "ArrowLeft", next: "ArrowRight" } as const;
