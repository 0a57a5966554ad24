/**
 * Raffle tickets (spec §9: "Raffle is off"; "ticket holders have 5 days to order; rewards apply within 7
 * days"). The raffle is switched by the API's RAFFLE_ENABLED and off by default; with it off nothing of it shows.
 */
export const RAFFLE_RULES = { orderWithinDays: 5, rewardWithinDays: 7 } as const;
