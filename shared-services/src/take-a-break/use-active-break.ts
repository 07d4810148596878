import { useSessionStore } from '../session/session-store';
import { activeBreakEnd } from './break-durations';
import { useLocalBreakStore } from './local-break';
import { maskAmounts } from './mask-amounts';

/**
 * The end of the running break (user's record or this browser), or null. While it runs, every
 * remote hides bonus amounts and Claim Bonus buttons and the shell shows its notice.
 */
export function useActiveBreak(): Date | null {
  const recordEnd = useSessionStore((state) => state.profile?.breakUntil ?? null);
  const localEnd = useLocalBreakStore((state) => state.until);
  return activeBreakEnd([recordEnd, localEnd]);
}

/** True while bonus amounts and Claim Bonus buttons must stay hidden. */
export function useBonusesHidden(): boolean {
  return useActiveBreak() !== null;
}

const showAsIs = (text: string) => text;

/**
 * What free text (a promotion's title, description, terms) shows: as written, or, while a break runs,
 * with every amount in it masked ("Claim IDR ••• now"); the break promises no amount on screen.
 */
export function useAmountMask(): (text: string) => string {
  return useBonusesHidden() ? maskAmounts : showAsIs;
}
