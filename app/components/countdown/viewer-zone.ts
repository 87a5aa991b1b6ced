/** This browser's (or process's) IANA time zone: the countdown's zone when its link names none. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
