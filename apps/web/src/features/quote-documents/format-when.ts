/** A moment as the reader's locale writes it ("27 Nov 2026, 10:05"); "—" for none. */
export const formatWhen = (iso: string | null): string =>
  iso === null
    ? "—"
    : new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
