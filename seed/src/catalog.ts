import type { Random } from '@bonus-atlas/local-firebase/random';
import type { STANDARD_CATEGORIES } from '@bonus-atlas/shared-services/model';

/** Invented brand names: word pairs chosen to sound like a directory, not any real operator. */
const FIRST_WORDS = [
  'Lentera',
  'Kenari',
  'Cendana',
  'Bambu',
  'Samudra',
  'Melati',
  'Rimba',
  'Kabut',
  'Pelangi',
  'Teratai',
  'Cakrawala',
  'Anggrek',
  'Kemuning',
  'Nirwana',
  'Semilir',
  'Purnama',
  'Bintang Laut',
  'Cemara',
  'Gelombang',
  'Dermaga',
] as const;
const SECOND_WORDS = [
  'Arcade',
  'Harbor',
  'Quest',
  'Grove',
  'Orbit',
  'Parade',
  'Lounge',
  'Vista',
  'Meadow',
  'Lantern',
  'Voyage',
  'Atlas',
  'Canopy',
  'Summit',
  'Cove',
  'Garden',
  'Compass',
  'Beacon',
] as const;

export function brandNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const name = `${random.pick(FIRST_WORDS)} ${random.pick(SECOND_WORDS)}`;
    names.add(names.size >= FIRST_WORDS.length * SECOND_WORDS.length ? `${name} ${names.size}` : name);
  }
  return [...names];
}

export const WELCOME_BONUSES = [
  '100% up to IDR 1.000.000',
  '150% up to IDR 2.500.000',
  '200% up to IDR 5.000.000',
  'No Deposit IDR 25.000 free credit',
  '50 Free Spins + 100% up to IDR 1.500.000',
  'No Deposit 20 Free Spins',
  '120% up to IDR 3.000.000',
] as const;

export const FEATURES = [
  'Fast withdrawals',
  '24/7 live chat',
  'Local bank transfer',
  'E-wallet deposits',
  'Mobile app',
  'Daily missions',
  'VIP programme',
  'Bahasa Indonesia support',
] as const;

const DESCRIPTION_OPENERS = [
  'is a fictional demo brand built for the Bonus Atlas directory',
  'is an invented listing used to show how brand pages look',
  'is sample data: a made-up brand with made-up promotions',
] as const;

export function brandDescription(random: Random, name: string, features: string[]): string {
  return `${name} ${random.pick(DESCRIPTION_OPENERS)}. It features ${features.join(', ').toLowerCase()} and a rotating set of weekly promotions. All numbers are for demonstration only.`;
}

const TITLE_WORDS: Record<(typeof STANDARD_CATEGORIES)[number], readonly string[]> = {
  'Welcome Bonus': ['First Deposit Boost', 'Welcome Package', 'Starter Bonus', 'New Member Bonus'],
  'Reload (daily/weekly)': ['Daily Reload', 'Weekend Reload', 'Monday Top-Up', 'Weekly Refill'],
  'Rebate (by turnover)': ['Weekly Rebate', 'Turnover Cashback', 'Rolling Rebate', 'Daily Rebate'],
  'Losing Rescue': ['Losing Rescue', 'Second Chance Bonus', 'Safety Net Cashback', 'Bad Luck Refund'],
  'Winning Bonus': ['Win Streak Bonus', 'Big Win Reward', 'Jackpot Booster', 'Champion Bonus'],
  Birthday: ['Birthday Gift', 'Birthday Free Spins', 'Celebration Bonus', 'Birthday Surprise'],
  Referral: ['Invite a Friend', 'Referral Reward', 'Bring a Buddy', 'Share and Earn'],
  Tournaments: ['Grand Tournament', 'Leaderboard Race', 'Weekly Tournament', 'Monthly Championship'],
  Others: ['Lucky Wheel', 'Mystery Box', 'Loyalty Points', 'Payday Special'],
};

export function promotionTitle(random: Random, category: (typeof STANDARD_CATEGORIES)[number]): string {
  return random.pick(TITLE_WORDS[category]);
}

const idr = (n: number) => `IDR ${n.toLocaleString('id-ID')}`;

/** A description in the product's light markup: ## / ### headings, **bold**, "- " bullets, "1. " steps. */
export function promotionDescription(
  title: string,
  brand: string,
  maxBonus: number,
  turnover: number,
  games: string[],
): string {
  const gameText = games.length > 0 ? games.join(', ') : 'All Games';
  return [
    `## ${title}`,
    `Claim **${idr(maxBonus)}** at ${brand}. Valid for ${gameText}.`,
    '',
    '### Highlights',
    `- Maximum bonus **${idr(maxBonus)}**`,
    `- Turnover **${turnover}x** before withdrawal`,
    '- Credited automatically after the qualifying deposit',
    '',
    '### How to claim',
    '1. Sign in to your account',
    '2. Make a qualifying deposit',
    '3. Contact support with the promotion title',
  ].join('\n');
}

export function promotionTerms(turnover: number): string {
  return `Turnover ${turnover}x applies. One claim per member. The brand may change or end this promotion at any time. Demo data: not a real offer.`;
}

export const COMMENT_TEXTS = [
  'Withdrawal took about ten minutes for me, smooth experience.',
  'Is the welcome bonus still available this month?',
  'Customer service answered quickly in Bahasa Indonesia.',
  'The turnover requirement is a bit high but the rebate makes up for it.',
  'Love the weekly tournaments, the leaderboard updates fast.',
  'Deposits by e-wallet worked fine, no extra fee.',
] as const;

export const REPLY_TEXTS = ['Thanks for sharing!', 'Same experience here.', 'Good to know, thanks.'] as const;
export const ADMIN_REPLY_TEXTS = [
  'Thanks for the feedback. We checked the listing and it is up to date.',
  'The promotion details were refreshed today. Please let us know if anything looks off.',
] as const;

export const REPORT_TEXTS = [
  'The maximum bonus shown here is different from the brand website.',
  'This promotion seems to have ended last week.',
  'Turnover requirement listed as 5x but the terms say 8x.',
  'The promotion image does not match the title.',
] as const;

export const COMMENTER_NAMES = ['Andi', 'Sari', 'Dewi', 'Rizky', 'Putri', 'Agus', 'Wulan', 'Fajar'] as const;
