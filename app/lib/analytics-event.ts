/** The shape of one counted event (app/lib/analytics.ts makes them, analytics-sender.ts sends them). */
export type EventProps = Record<string, string>;
/** An event as queued: its name, its properties, and the page's address (no query, no hash). */
export type PendingEvent = [name: string, props: EventProps, url: string];
