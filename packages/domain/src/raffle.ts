/**
 * Raffle tickets (spec §9: "Raffle is off"; "ticket holders have 5 days to order; rewards apply within 7
 * days"). The raffle is switched by configuration and off by default; with it off nothing of it shows.
 */
export const RAFFLE_RULES = { orderWithinDays: 5, rewardWithinDays: 7 } as const;

/** RAFFLE_ENABLED: "true" or "1" switches it on; anything else, or nothing, leaves it off. */
export function raffleEnabled(value: string | undefined): boolean {
  return value === "true" || value === "1";
}
