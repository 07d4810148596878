import {
  useMutation,
  useQueryClient,
  newDocumentId,
  firestoreSdk,
  getFirebase,
  type FirebaseHandles,
  createOnce,
  withDeadline,
  errorCode,
} from '@bonus-atlas/shared-services/kernel';
import type * as z from '../shared/zod';
import { fail, ok, type ServiceResult } from '../model/result';
import { documentFields } from '../model/record-definition';
import { reportDefinition } from '../model/report-definition';
import { loadRecords } from '../model/load-records';
import { queryKeys } from '../query-keys';
import type { addReportInput } from './add-report-input';
import { firstIssueMessage } from '../validation/messages';
import { openReportClaimSegments } from './open-report';
import { REPORT_MESSAGES } from './report-messages';
import { suspendedRefusal } from '../admin-users/suspension';

export type AddReportInput = z.input<typeof addReportInput>;

function currentUserAgent(): string {
  return typeof navigator !== 'undefined' && navigator.userAgent ? navigator.userAgent.slice(0, 1000) : 'unknown';
}

/** A fresh report id, for a form to keep for one submission and its retries. */
export function newReportId(): string {
  return newDocumentId();
}

/** Whether the report a claim names is this member's and still open (null: another member's, unreadable). */
async function ownOpenReport(firebase: FirebaseHandles, reportId: string): Promise<boolean | null> {
  const { doc, getDoc } = await firestoreSdk();
  try {
    const held = await withDeadline(() => getDoc(doc(firebase.db, 'promotion_reports', reportId)));
    return held.exists() && held.get('status') === 'pending';
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}

/**
 * spec §7: a pending, unrewarded report with userAgent and timestamp; answers {success, data: id} or
 * the error text. The promotion is named by its path (brands/{brandId}/promotions/{promotionId}): its
 * title and brand name are read from it as stored (the rules compare), a promotion that is gone or of
 * the member's own brand is refused with its own text. Written once under its id with the
 * promotion's open-report claim: a retry after a lost answer finds its report and succeeds; a report
 * while the promotion has an open one is refused with its own text.
 */
export async function addReport(
  input: AddReportInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<string>> {
  const [{ doc, getDoc, serverTimestamp, writeBatch }, { addReportInput, reportFormSchema }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  if (!input.userId) return fail(REPORT_MESSAGES.loginRequired);
  const parsedInput = addReportInput.safeParse(input);
  if (!parsedInput.success) return fail(REPORT_MESSAGES.promotionGone);
  const report = parsedInput.data;
  const userId = report.userId ?? '';
  const form = reportFormSchema.safeParse({ description: report.description, reason: report.reason });
  if (!form.success) return fail(firstIssueMessage(form.error));
  const reportRef = doc(firebase.db, 'promotion_reports', report.reportId ?? newReportId());
  const brandRef = doc(firebase.db, 'brands', report.brandId);
  const promotionRef = doc(brandRef, 'promotions', report.promotionId);
  const claimRef = doc(firebase.db, ...openReportClaimSegments(report));
  const claimHolder = async () => {
    const claim = await withDeadline(() => getDoc(claimRef));
    const holder = claim.exists() ? (claim.get('reportId') as unknown) : null;
    return typeof holder === 'string' && holder !== reportRef.id ? holder : null;
  };
  try {
    const [stored, promotion, brand] = await withDeadline(() =>
      Promise.all([getDoc(reportRef), getDoc(promotionRef), getDoc(brandRef)]),
    );
    // this submission's first attempt was stored (its answer was lost)
    if (stored.exists()) return ok(reportRef.id);
    if (!promotion.exists() || !brand.exists()) return fail(REPORT_MESSAGES.promotionGone);
    if (brand.get('createdBy') === userId) return fail(REPORT_MESSAGES.ownBrand);
    const heldBy = await claimHolder();
    // the member's own open report says so; another member's cannot be read (the commit tells)
    if (heldBy && (await ownOpenReport(firebase, heldBy)) === true) return fail(REPORT_MESSAGES.alreadyOpen);
    const batch = writeBatch(firebase.db);
    batch.set(reportRef, {
      userId,
      userEmail: report.userEmail ?? '',
      promotionId: report.promotionId,
      // the promotion's own title and brand name, as stored (the rules read them too)
      promotionTitle: (promotion.get('title') as unknown) ?? '',
      brandId: report.brandId,
      brandName: (brand.get('name') as unknown) ?? '',
      // what the form asked (the description, the reason)
      ...documentFields(reportDefinition, form.data),
      userAgent: currentUserAgent(),
      timestamp: serverTimestamp(),
      status: 'pending',
      rewarded: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(claimRef, { reportId: reportRef.id, createdAt: serverTimestamp() });
    try {
      await createOnce(
        () => batch.commit(),
        async () => (await getDoc(reportRef)).exists(),
      );
    } catch (error) {
      // a suspended member is told why: the rules refuse their every report
      const suspended = await suspendedRefusal(error, userId, firebase);
      if (suspended) return fail(suspended.key);
      // refused because another report holds the promotion (filed meanwhile, or another member's)
      if (errorCode(error) === 'permission-denied' && (await claimHolder().catch(() => null)))
        return fail(REPORT_MESSAGES.alreadyReported);
      throw error;
    }
    return ok(reportRef.id);
  } catch (error) {
    console.error('Error adding report', error);
    return fail(REPORT_MESSAGES.submitFailed);
  }
}

export function useAddReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddReportInput) => {
      const result = await addReport(input);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}
