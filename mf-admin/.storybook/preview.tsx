import type { Preview } from 'storybook-react-rsbuild';
import { mocked, sb } from 'storybook/test';
import { useActiveComments, useAddReply, useBrand, useSiteSettings } from '@bonus-atlas/shared-services';
import {
  useAdminUserDetails,
  useAnalyzeMigration,
  useAuthorNames,
  useChangeAccount,
  useCommentContacts,
  useConfirmPromotionTerms,
  useDecideWithdrawal,
  useDeleteComment,
  useDeletePromotion,
  useDeleteReport,
  useDuplicateReports,
  useMoveCommentContacts,
  usePendingWithdrawals,
  useReportCounts,
  useReportsPages,
  useRunMigration,
  useSaveSiteSettings,
  useStoredSiteSettings,
  useSiteFigures,
  useUpdateReportStatus,
  useUserReportCounts,
  useUsersCount,
  useUsersPage,
} from '@bonus-atlas/shared-services/manage';
import { signedIn, withShell } from '@bonus-atlas/test-support/storybook';
import { sharedPreview } from '../../.storybook/shared/preview';
import {
  answered,
  comments,
  memberNames,
  pendingWithdrawals,
  reportCounts,
  reportPages,
  reportedBrand,
  reports,
} from '../src/test/story-fixtures';
import { siteFigures, siteSettings, userDetails, userRows } from '../src/test/back-office-fixtures';

// Stories are fed by fixtures, never by a backend: shared-services' reads and writes are spied on,
// answer the fixtures below unless a story's beforeEach says otherwise (mocked(hook).mockReturnValue(...)),
// and what no story sets keeps its real code. The admin pages are only shown to an admin (the shell
// guards them), so every story is signed in as one.
sb.mock(import('../../shared-services/src/reports/list-reports-page.ts'), { spy: true });
sb.mock(import('../../shared-services/src/reports/count-reports.ts'), { spy: true });
sb.mock(import('../../shared-services/src/reports/duplicate-reports.ts'), { spy: true });
sb.mock(import('../../shared-services/src/reports/delete-report.ts'), { spy: true });
sb.mock(import('../../shared-services/src/reports/update-report-status.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/get-brand.ts'), { spy: true });
sb.mock(import('../../shared-services/src/users/get-author-names.ts'), { spy: true });
sb.mock(import('../../shared-services/src/withdrawals/list-pending-withdrawals.ts'), { spy: true });
sb.mock(import('../../shared-services/src/withdrawals/decide-withdrawal.ts'), { spy: true });
sb.mock(import('../../shared-services/src/promotions/confirm-promotion-terms.ts'), { spy: true });
sb.mock(import('../../shared-services/src/promotions/delete-promotion.ts'), { spy: true });
sb.mock(import('../../shared-services/src/comments/get-comments.ts'), { spy: true });
sb.mock(import('../../shared-services/src/comments/comment-contacts.ts'), { spy: true });
sb.mock(import('../../shared-services/src/comments/delete-comment.ts'), { spy: true });
sb.mock(import('../../shared-services/src/comments/add-reply.ts'), { spy: true });
sb.mock(import('../../shared-services/src/migration/move-comment-contacts.ts'), { spy: true });
sb.mock(import('../../shared-services/src/migration/analyze-migration.ts'), { spy: true });
sb.mock(import('../../shared-services/src/migration/run-migration.ts'), { spy: true });
sb.mock(import('../../shared-services/src/contracts/load-exposed-component.ts'), { spy: true });
sb.mock(import('../../shared-services/src/admin-users/list-users.ts'), { spy: true });
sb.mock(import('../../shared-services/src/admin-users/user-details.ts'), { spy: true });
sb.mock(import('../../shared-services/src/admin-users/change-account.ts'), { spy: true });
sb.mock(import('../../shared-services/src/site-settings/read-site-settings.ts'), { spy: true });
sb.mock(import('../../shared-services/src/site-settings/save-site-settings.ts'), { spy: true });
sb.mock(import('../../shared-services/src/site-settings/stored-site-settings.ts'), { spy: true });
sb.mock(import('../../shared-services/src/analytics/site-figures.ts'), { spy: true });

const as = <T extends (...args: never[]) => unknown>(value: unknown) => value as ReturnType<T>;
const mutation = { mutate: () => undefined, mutateAsync: () => Promise.resolve(), isPending: false };

const preview: Preview = {
  ...sharedPreview,
  decorators: [withShell, ...sharedPreview.decorators],
  beforeEach: [
    sharedPreview.beforeEach,
    signedIn('admin'),
    () => {
      mocked(useReportsPages).mockReturnValue(as<typeof useReportsPages>(reportPages(reports)));
      mocked(useReportCounts).mockReturnValue(as<typeof useReportCounts>({ data: reportCounts }));
      mocked(useDuplicateReports).mockReturnValue(as<typeof useDuplicateReports>({ data: new Map() }));
      mocked(useDeleteReport).mockReturnValue(as<typeof useDeleteReport>(mutation));
      mocked(useUpdateReportStatus).mockReturnValue(as<typeof useUpdateReportStatus>(mutation));
      // a report's details read its brand (whose owner earns no reward for reporting it)
      mocked(useBrand).mockImplementation((id) => as<typeof useBrand>(answered(reportedBrand(id ?? ''))));
      mocked(useAuthorNames).mockReturnValue(as<typeof useAuthorNames>(answered(memberNames)));
      mocked(usePendingWithdrawals).mockReturnValue(as<typeof usePendingWithdrawals>(answered(pendingWithdrawals)));
      mocked(useDecideWithdrawal).mockReturnValue(as<typeof useDecideWithdrawal>(mutation));
      mocked(useUsersPage).mockReturnValue(as<typeof useUsersPage>(answered({ rows: userRows, next: 1 })));
      mocked(useUsersCount).mockReturnValue(as<typeof useUsersCount>(answered(1284)));
      mocked(useUserReportCounts).mockReturnValue(as<typeof useUserReportCounts>(answered({ open: 1, reviewed: 4 })));
      mocked(useAdminUserDetails).mockReturnValue(as<typeof useAdminUserDetails>(answered(userDetails)));
      mocked(useChangeAccount).mockReturnValue(as<typeof useChangeAccount>(mutation));
      mocked(useSiteSettings).mockReturnValue(as<typeof useSiteSettings>(answered(siteSettings)));
      mocked(useStoredSiteSettings).mockReturnValue(as<typeof useStoredSiteSettings>(answered(siteSettings)));
      mocked(useSaveSiteSettings).mockReturnValue(as<typeof useSaveSiteSettings>(mutation));
      mocked(useSiteFigures).mockReturnValue(as<typeof useSiteFigures>(answered(siteFigures)));
      mocked(useConfirmPromotionTerms).mockReturnValue(as<typeof useConfirmPromotionTerms>(mutation));
      mocked(useDeletePromotion).mockReturnValue(as<typeof useDeletePromotion>(mutation));
      mocked(useActiveComments).mockReturnValue(
        as<typeof useActiveComments>({
          data: comments,
          isPending: false,
          isError: false,
          refetch: () => Promise.resolve(),
        }),
      );
      mocked(useCommentContacts).mockReturnValue(
        as<typeof useCommentContacts>({ data: new Map([['c2', 'sari@example.test']]) }),
      );
      mocked(useDeleteComment).mockReturnValue(as<typeof useDeleteComment>(mutation));
      mocked(useAddReply).mockReturnValue(as<typeof useAddReply>(mutation));
      mocked(useMoveCommentContacts).mockReturnValue(as<typeof useMoveCommentContacts>(mutation));
      mocked(useAnalyzeMigration).mockReturnValue(as<typeof useAnalyzeMigration>(mutation));
      mocked(useRunMigration).mockReturnValue(as<typeof useRunMigration>(mutation));
    },
  ],
};

export default preview;
