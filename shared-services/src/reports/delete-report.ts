import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { fail, ok, type ServiceResult } from '../model/result';
import { queryKeys } from '../query-keys';
import { REPORT_MESSAGES } from './report-messages';

export const deleteReportInput = z.object({ reportId: z.string().check(z.minLength(1)) });

/** Admin: removes a report (the page asks for confirmation first). */
export async function deleteReport(
  reportId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<null>> {
  try {
    const input = deleteReportInput.parse({ reportId });
    await withDeadline(() => deleteDoc(doc(firebase.db, 'promotion_reports', input.reportId)));
    return ok(null);
  } catch (error) {
    console.error(REPORT_MESSAGES.deleteFailed, error);
    return fail(REPORT_MESSAGES.deleteFailed);
  }
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reportId: string) => {
      const result = await deleteReport(reportId);
      if (!result.success) throw new Error(result.error);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}
