/** Independent, international help for problem gambling (footer and Take a break notice). */
export const GAMBLING_HELP_URL = 'https://www.gamblingtherapy.org/';
