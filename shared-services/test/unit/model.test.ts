import { Timestamp } from 'firebase/firestore/lite';
import { compareBrands, sortBrands, toBrand, welcomeBonusLabel } from '../../src/model/brand';
import { toComment, toReply } from '../../src/model/comment';
import { hasPromotionContent, isComparableWelcomeBonus, toPromotion } from '../../src/model/promotion';
import { displayReportStatus, toPromotionReport } from '../../src/model/report';
import { brandImagePath, brandStorageFolder, isInBrandFolder } from '../../src/model/storage-folder';
import { toDateOrNull } from '../../src/model/timestamp';
import { parseUserProfile } from '../../src/model/user';
import { reportRewardTransactionId, toWalletTransaction, transactionTypeLabel } from '../../src/model/wallet-transaction';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('Brand normalisation and derived fields (spec §3)', () => {
  it('parses a string rating, 0 when invalid', () => {
    expect(toBrand('a', { rating: '4.8' }, now).rating).toBe(4.8);
    expect(toBrand('a', { rating: 'great' }, now).rating).toBe(0);
    expect(toBrand('a', {}, now).rating).toBe(0);
  });

  it('falls back to the id for a missing slug', () => {
    expect(toBrand('brand-id', { name: 'X' }, now).slug).toBe('brand-id');
    expect(toBrand('brand-id', { slug: 'x' }, now).slug).toBe('x');
  });

  it('derives isNew (7 days), isTopRated (≥ 4.7) and hasBestBonus (No Deposit)', () => {
    const fresh = toBrand('a', { createdAt: Timestamp.fromDate(daysAgo(6)), rating: 4.7, welcomeBonus: 'Free no deposit bonus' }, now);
    expect(fresh).toMatchObject({ isNew: true, isTopRated: true, hasBestBonus: true });
    const old = toBrand('b', { createdAt: daysAgo(8).toISOString(), rating: 4.69, welcomeBonus: '100%' }, now);
    expect(old).toMatchObject({ isNew: false, isTopRated: false, hasBestBonus: false });
  });

  it('orders by rating, then newest, then name', () => {
    const brands = [
      toBrand('1', { name: 'Beta', rating: 4, createdAt: daysAgo(3) }, now),
      toBrand('2', { name: 'Alpha', rating: 4, createdAt: daysAgo(3) }, now),
      toBrand('3', { name: 'Gamma', rating: 4, createdAt: daysAgo(1) }, now),
      toBrand('4', { name: 'Top', rating: 5, createdAt: daysAgo(30) }, now),
    ];
    expect(sortBrands(brands).map((brand) => brand.name)).toEqual(['Top', 'Gamma', 'Alpha', 'Beta']);
    expect(compareBrands(brands[0]!, brands[0]!)).toBe(0);
  });

  it('shows 100% when no welcome bonus is given', () => {
    expect(welcomeBonusLabel({ welcomeBonus: ' ' })).toBe('100%');
    expect(welcomeBonusLabel({ welcomeBonus: '200%' })).toBe('200%');
  });
});

describe('Promotion normalisation', () => {
  it('reads turnoverNeeded or turnoverMultiplier as one field', () => {
    expect(toPromotion('p', { turnoverNeeded: 20 }).turnoverNeeded).toBe(20);
    expect(toPromotion('p', { turnoverMultiplier: '15' }).turnoverNeeded).toBe(15);
    expect(toPromotion('p', {}).turnoverNeeded).toBe(0);
  });

  it('takes the brand id from the parent path when not denormalised', () => {
    expect(toPromotion('p', {}, 'parent').brandId).toBe('parent');
    expect(toPromotion('p', { brandId: 'own' }, 'parent').brandId).toBe('own');
  });

  it('saves only promotions with an image, title or description', () => {
    expect(hasPromotionContent({ title: ' ', description: '', image: '' })).toBe(false);
    expect(hasPromotionContent({ image: 'https://x/y.png' })).toBe(true);
  });

  it('shows only welcome bonuses with maxBonus or turnover above 0', () => {
    expect(isComparableWelcomeBonus({ maxBonus: 0, turnoverNeeded: 0 })).toBe(false);
    expect(isComparableWelcomeBonus({ maxBonus: 0, turnoverNeeded: 3 })).toBe(true);
  });
});

describe('Reports, users, transactions, comments', () => {
  it('shows unknown report statuses as pending', () => {
    expect(displayReportStatus('reviewed')).toBe('reviewed');
    expect(displayReportStatus('escalated')).toBe('pending');
    expect(toPromotionReport('r', { status: 42 }).status).toBe('pending');
  });

  it('reads users with defaults: member role, balances 0, name as display name', () => {
    expect(parseUserProfile('u', { name: 'Old Name', balance: '5000' })).toMatchObject({
      uid: 'u',
      displayName: 'Old Name',
      role: 'member',
      balance: 5000,
      totalEarned: 0,
      photoURL: null,
    });
    expect(parseUserProfile('u', { role: 'superuser' }).role).toBe('member');
    expect(parseUserProfile('u', { role: 'admin' }).role).toBe('admin');
  });

  it('labels transaction types and names reward transactions per report', () => {
    expect(transactionTypeLabel('report_reward')).toBe('Report Reward');
    expect(transactionTypeLabel('withdrawal')).toBe('Withdrawal');
    expect(reportRewardTransactionId('abc')).toBe('report_reward_abc');
    expect(toWalletTransaction('t', { amount: 5000 }).status).toBe('completed');
  });

  it('reads replies as user unless marked admin', () => {
    expect(toReply('r', { text: 'hi' }, 'c1')).toMatchObject({ replyType: 'user', commentId: 'c1' });
    expect(toReply('r', { replyType: 'admin' }).replyType).toBe('admin');
    expect(toComment('c', { text: 't', status: 'active' }).replies).toEqual([]);
  });
});

describe('timestamps and storage folders', () => {
  it('turns Firestore timestamps, dates, strings, millis and cached {seconds} into dates', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    expect(toDateOrNull(Timestamp.fromDate(date))).toEqual(date);
    expect(toDateOrNull(date.toISOString())).toEqual(date);
    expect(toDateOrNull(date.getTime())).toEqual(date);
    expect(toDateOrNull({ seconds: date.getTime() / 1000, nanoseconds: 0 })).toEqual(date);
    expect(toDateOrNull('not a date')).toBeNull();
    expect(toDateOrNull(undefined)).toBeNull();
  });

  it("names the brand folder by the brand's id (the rules read its owner from brands/{id})", () => {
    expect(brandStorageFolder('abcdefghijklmnop')).toBe('abcdefghijklmnop');
    expect(brandImagePath(brandStorageFolder('b1'), 'logo', 'my logo.png', 1700)).toBe('brands/b1/logo/1700_my_logo.png');
  });

  it("tells the brand's own folder from another brand's (a save deletes only its own images)", () => {
    expect(isInBrandFolder('brands/b1/logo/1_a.png', 'b1')).toBe(true);
    expect(isInBrandFolder('brands/b1/promotions/1_a.png', 'b1')).toBe(true);
    expect(isInBrandFolder('brands/b2/logo/1_a.png', 'b1')).toBe(false);
    expect(isInBrandFolder('brands/b10/logo/1_a.png', 'b1')).toBe(false);
    expect(isInBrandFolder('brands/b1/../b2/logo/1_a.png', 'b1')).toBe(false);
    expect(isInBrandFolder('brands/Lucky_b1/logo/1_a.png', 'b1')).toBe(false);
    expect(isInBrandFolder('brands/b1/logo/1_a.png', '')).toBe(false);
  });
});
