import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every second while `running`; null when stopped and before the
 * first tick (which happens right after mount, so the server never renders a moment in time).
 */
export function useClock(running: boolean): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!running) {
      setNow(null);
      return;
    }
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
