import { currentZone } from '~/domain/time-zones';

/**
 * This browser's (or process's) IANA time zone by its current name: the countdown's zone when its
 * link names none. Browsers give some zones CLDR's old name ('Asia/Calcutta'), which would then go
 * into shared links (ADR 082).
 */
export const viewerZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return currentZone(zone) ?? zone;
};
