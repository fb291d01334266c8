/**
 * A turn for the browser (a tap, a scroll, a paint) between two steps of work that would
 * otherwise run as one long task on a phone's CPU (README "Speed on a phone").
 */
export const yieldToBrowser = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
