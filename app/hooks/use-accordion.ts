import { useState } from 'react';

/** At most one item open; toggling the open one closes it. */
export function useAccordion(initiallyOpen: number | null = 0) {
  const [openIndex, setOpenIndex] = useState(initiallyOpen);

  return {
    isOpen: (index: number) => openIndex === index,
    toggle: (index: number) => setOpenIndex((current) => (current === index ? null : index)),
  };
}
