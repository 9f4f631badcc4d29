import { CARD_ANIMATION_STEP_MS } from '../../shared/constants/public-site';

/** SPEC §9: cards appear one after another, cycling 0, 200, 400 ms (300 ms steps on some pages). */
export function cardDelay(index: number, stepMs: number = CARD_ANIMATION_STEP_MS): number {
  return (index % 3) * stepMs;
}
