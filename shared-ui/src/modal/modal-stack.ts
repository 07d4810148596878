import { createContext } from 'react';

// Open modals: only the top one reacts to Esc and Tab (a report modal over a promotion modal).
// A modal nested in another's React tree is deeper, so it is on top even if both mount together.
interface OpenModalEntry {
  id: symbol;
  depth: number;
}

const stack: OpenModalEntry[] = [];
let savedOverflow = '';

/** Nesting depth of the modal a component renders inside (0 = none). */
export const ModalDepthContext = createContext(0);

export function pushModal(id: symbol, depth: number): void {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push({ id, depth });
}

export function removeModal(id: symbol): void {
  const index = stack.findIndex((entry) => entry.id === id);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

export function isTopModal(id: symbol): boolean {
  let top: OpenModalEntry | undefined;
  for (const entry of stack) if (!top || entry.depth >= top.depth) top = entry;
  return top?.id === id;
}
