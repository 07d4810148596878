import { type MemberPageDataLoader } from '../../../federation.pages';
import { queryKeys } from '@bonus-atlas/shared-services';
import { readMyLatestReports, readWalletTransactions } from '@bonus-atlas/shared-services/server';

/**
 * The wallet, rendered on the server for the member: their transactions and latest reports (the balance
 * and total come with the profile the shell reads for every member's page).
 */
export const wallet: MemberPageDataLoader = {
  async start(read) {
    const { uid } = read.member;
    const [transactions, reports] = await Promise.all([readWalletTransactions(read), readMyLatestReports(read)]);
    read.queryClient.setQueryData(queryKeys.wallet.transactions(uid), transactions);
    read.queryClient.setQueryData(queryKeys.reports.mine(uid), reports);
    return true;
  },
};
