import { useEffect, useState } from 'react';
import { addDays } from '../record/days';

/** The browser's current time, renewed at the next local midnight so a page left open turns the day. */
export function useToday() {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setTimeout(() => setToday(new Date()), addDays(today, 1).getTime() - today.getTime());
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
