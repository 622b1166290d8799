/** The FAQ calls (create, update, delete, reorder), as the admin FAQ tab makes them. */
import { apiRequest } from '@/lib/api-client';
import type { FaqCreateInput, FaqInput } from '@/lib/schemas';
import type { FaqView } from '@/lib/types';
import { toastError } from '@/stores/toast';
import { showUpgradeFor } from '@/stores/upgrade';

const faqsUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/faqs`;

export function createFaq(projectId: string, input: FaqCreateInput): Promise<FaqView> {
  return apiRequest<FaqView>('POST', faqsUrl(projectId), input);
}

export function updateFaq(projectId: string, faqId: number, input: FaqInput): Promise<FaqView> {
  return apiRequest<FaqView>('PUT', `${faqsUrl(projectId)}/${faqId}`, input);
}

export async function deleteFaq(projectId: string, faqId: number): Promise<void> {
  await apiRequest('DELETE', `${faqsUrl(projectId)}/${faqId}`);
}

/** Every FAQ of the itinerary, in the new order; the server answers with the saved list. */
export function reorderFaqs(projectId: string, faqIds: number[]): Promise<FaqView[]> {
  return apiRequest<FaqView[]>('PUT', `${faqsUrl(projectId)}/reorder`, { faqIds });
}

/**
 * A failed write: a trial 403 opens the upgrade prompt ('manage FAQs'); anything else
 * is an 'Error' toast with the server's message, else the given fallback.
 */
export function reportFaqError(error: unknown, fallback: string): void {
  if (showUpgradeFor(error)) return;
  toastError(error, fallback);
}
