import { layoutMessages } from '../messages';

/**
 * The greeting beside the avatar, by the hour of the day (0–23) of seed 000 section 2.6: before 9,
 * up to and including 11, up to and including 13, before 20, then evening (the old `timeFix`).
 */
export function greetingFor(hour: number): string {
  if (hour < 9) return layoutMessages.greetingEarlyMorning;
  if (hour <= 11) return layoutMessages.greetingMorning;
  if (hour <= 13) return layoutMessages.greetingNoon;
  if (hour < 20) return layoutMessages.greetingAfternoon;
  return layoutMessages.greetingEvening;
}
