// spec §2/§9: the header hides when scrolling down past 100 px and reappears on scroll up or at the top.
export const HEADER_HIDE_THRESHOLD_PX = 100;

export function nextHeaderVisible(previousY: number, currentY: number, wasVisible: boolean): boolean {
  if (currentY <= 0) return true;
  if (currentY > previousY && currentY > HEADER_HIDE_THRESHOLD_PX) return false;
  if (currentY < previousY) return true;
  return wasVisible;
}
