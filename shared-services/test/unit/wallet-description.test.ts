import { afterEach, describe, expect, it } from 'vitest';
import { transactionDescription } from '../../src/model/wallet-transaction';
import { announceDisplayName } from '../../src/session/profile-broadcast';
import { useSessionStore } from '../../src/session/session-store';

describe('transactionDescription', () => {
  it('words a report reward from its stored promotion title', () => {
    expect(
      transactionDescription({ type: 'report_reward', description: 'Reward …', promotionTitle: 'Weekly Refill' }),
    ).toEqual({ kind: 'report_reward', promotionTitle: 'Weekly Refill' });
  });

  it('reads the promotion out of an older English description', () => {
    expect(
      transactionDescription({
        type: 'report_reward',
        description: 'Reward for reporting wrong info on Payday Special',
        promotionTitle: undefined,
      }),
    ).toEqual({ kind: 'report_reward', promotionTitle: 'Payday Special' });
  });

  it('words a withdrawal from its provider and the last 4 digits, never more', () => {
    expect(
      transactionDescription({
        type: 'withdrawal',
        description: 'Withdrawal to DANA',
        promotionTitle: undefined,
        provider: 'DANA',
        accountLast4: '7890',
      }),
    ).toEqual({ kind: 'withdrawal', provider: 'DANA', accountLast4: '7890' });
  });

  it('keeps any other description as stored', () => {
    expect(transactionDescription({ type: 'bonus', description: 'Welcome gift', promotionTitle: undefined })).toEqual({
      kind: 'text',
      text: 'Welcome gift',
    });
    expect(
      transactionDescription({ type: 'report_reward', description: 'Manual correction', promotionTitle: undefined }),
    ).toEqual({
      kind: 'text',
      text: 'Manual correction',
    });
  });
});

describe('a rename announced by another tab', () => {
  afterEach(() => useSessionStore.setState({ status: 'signed-out', user: null, profile: null }));

  it('renames the same signed-in user here, and nobody else', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: { uid: 'u1', displayName: 'Old Name', email: 'u1@example.test', photoURL: null },
    });
    announceDisplayName('someone-else', 'Not Me');
    announceDisplayName('u1', 'New Name');
    await expect.poll(() => useSessionStore.getState().user?.displayName).toBe('New Name');
  });
});
