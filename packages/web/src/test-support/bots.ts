import type { BotListing } from '@kalaha/protocol';

/** Ada, a registered bot rated 1523.6, idle: as the lobby lists it (for tests). */
export const ADA: BotListing = {
  playerId: 'bot1',
  name: 'Ada',
  registered: true,
  rating: 1523.6,
  status: 'idle',
};

/** Zed, an anonymous bot (casual games only), not rated yet, idle (for tests). */
export const ZED: BotListing = {
  playerId: 'bot2',
  name: 'Zed',
  registered: false,
  rating: null,
  status: 'idle',
};
