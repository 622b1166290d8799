/**
 * TEMPORARY (helper E, issue 7): a minimal stand-in for helper D's extract.ts so receiving can be
 * built and tested before the merge. The lead replaces this file with D's version (same
 * signature). Only steps 3 and the fallback: the AI extractor when given, else the subject.
 */
import type { AiExtractor, EmailContent, ExtractedEvent } from './types';

export async function extractEvents(content: EmailContent, { ai }: { ai?: AiExtractor } = {}): Promise<ExtractedEvent[]> {
  if (ai) {
    try {
      const found = await ai(content);
      if (found.length > 0) return found;
    } catch {
      // Fall back to the subject below.
    }
  }
  return [
    {
      title: content.subject.trim() || 'Forwarded email',
      description: null,
      start: null,
      timeZone: null,
      location: null,
      latitude: null,
      longitude: null,
      eventType: null,
      reservationKey: null,
      privateNotes: null,
      needsReview: true,
      cancelled: false,
    },
  ];
}
