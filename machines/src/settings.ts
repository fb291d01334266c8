// Every timing constant and limit the machines use, with behaviour §9's values. The web app reads the
// same object (CSS animation lengths, cookie lifetimes) so the numbers live in one place.
// Values the behaviour (docs/behaviour.md) leaves open are marked and explained in machines/README.md.

export const settings = {
  /** Promotion banner carousel auto-play, paused on hover (behaviour §9). */
  bannerAutoPlayMs: 2_000,
  /** Banner height and sticky header offset (behaviour §9), for the web app's layout. */
  bannerHeightPx: 41,
  headerStickyOffsetPx: 41,

  /** Newsletter modal shows this long after start (behaviour §9). */
  newsletterModalDelayMs: 5_000,
  /** It does not show again within this many minutes of being shown (last-shown cookie). */
  newsletterCooldownMinutes: 720,
  /** Lifetime of the subscriptions cookie. */
  subscriptionCookieDays: 365,

  /** Floating discount ball size, and its tooltip timing (behaviour §4, §9). */
  floatingBallSizePx: 64,
  floatingBallDiscountPercent: 10,
  floatingBallTooltipFirstDelayMs: 5_000,
  floatingBallTooltipShowMs: 3_000,
  floatingBallTooltipHideMs: 2_000,
  /** Pointer travel below this counts as a click, not a drag (not shown: our choice). */
  floatingBallDragThresholdPx: 4,
  /** Its resting place's distance from the window's bottom edge (not shown: our choice). */
  floatingBallMarginPx: 16,
  /** Out of its dock (hovered, focused), its distance from the right edge: room for the focus ring. */
  floatingBallOutInsetPx: 8,

  /** Purchase toast (behaviour §4, §9). */
  purchaseToastStartAfterMountMs: 3_000,
  purchaseToastStartAfterNavigationMs: 1_000,
  purchaseToastShowMs: 4_000,
  purchaseToastIntervalMs: 8_000,
  /** Progress bar step while a toast shows (not shown: our choice, 40 steps per toast). */
  purchaseToastProgressStepMs: 100,
  purchaseToastEntriesPerHourMin: 8,
  purchaseToastEntriesPerHourMax: 12,
  purchaseToastStoredLimit: 10,

  /** A stale-chunk or new-build reload happens at most once per path within this window. */
  chunkReloadGuardMs: 10_000,
  /** How often the latest build id is polled (not shown: Nuxt's default of one hour). */
  buildCheckIntervalMs: 3_600_000,
  /** The build manifest is fetched about this long after idle (behaviour §7). */
  buildManifestIdleDelayMs: 1_000,

  /** Sort/filter updates run after 50 to 100 ms; default debounce; route transition wait. */
  sortFilterDelayMinMs: 50,
  sortFilterDelayMaxMs: 100,
  defaultDebounceMs: 100,
  routeTransitionWaitMs: 100,

  /** Loading bar (behaviour §9). */
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 2_000,
  loadingBarHideDelayMs: 500,
  loadingBarResetMs: 400,

  /** Content-service request timeout and icon loader timings (behaviour §9). */
  contentRequestTimeoutMs: 10_000,
  iconLoaderTimeoutMs: 5_000,
  iconFetchTimeoutMs: 1_500,
  iconRotateMs: 750,

  /**
   * A Place order the gateway answers CHECKOUT_IN_PROGRESS (commerce is still placing it) is sent
   * again with the same key after the gateway's `retryAfter`, at most this many times (not shown:
   * our choice, machines README "Checkout").
   */
  checkoutInProgressRetryMs: 5_000,
  checkoutInProgressRepeats: 3,
  /**
   * A checkout page that loads while the session's newest attempt is still being placed asks the
   * gateway about it again after this pause, and after a failed call (not shown: our choice,
   * machines README "Checkout").
   */
  resumedAttemptPollMs: 1_000,

  /** Cookie lifetimes (behaviour §9). */
  localeCookieDays: 365,
} as const;

export type Settings = typeof settings;
