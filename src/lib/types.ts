/**
 * The shapes the API and the server-rendered pages hand to the browser. Secrets appear only
 * where the caller may see them: `adminCode` and event `privateNotes` for admins only.
 */
import type { Journey } from './journey';

export type CustomColors = { primary: string; secondary: string; accent: string };
export type CustomLink = { name: string; url: string };
/** What a grant allows: viewing, or editing too. The one list of roles (the database's enum too). */
export const ROLES = ['viewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type ProjectView = {
  projectId: string;
  name: string;
  customTitle: string | null;
  ownerName: string | null;
  groupSize: number;
  isPaid: boolean;
  isExample: boolean;
  /** Everyone with a grant; never on the public preview page. */
  accessCode?: string;
  /** Admins only. */
  adminCode?: string;
  /** Admins only: whether the owner left an email. */
  hasOwnerEmail?: boolean;
  createdAt: string;
  customColors: CustomColors;
  selectedFont: string;
  titleFont: string;
  titleChangesUsed: number;
  selectedBackground: string;
  customBackgroundColor: string;
  borderStyle: string;
  headerImage: string | null;
  headerImages: string[];
  customLinks: CustomLink[];
  showCountdown: boolean;
  showCreatorName: boolean;
  showMapTab: boolean;
  timeZone: string;
  version: number;
};

export type EventView = {
  id: number;
  title: string;
  description: string | null;
  /** ISO-8601 UTC instant. */
  datetime: string;
  /** When it ends (ISO-8601 UTC, after `datetime`); null when it has no end. */
  endDatetime: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  attendees: string | null;
  vibe: string | null;
  eventType: string | null;
  /** Admins only. */
  privateNotes?: string | null;
  /** 'listed': a private event, seen only by the people it lists (docs/product.md#private-events); absent: for everyone. */
  visibility?: 'listed';
  /** Admins only, on a private event: the guests it reaches, by name. */
  audience?: string[];
};

export type FaqView = { id: number; question: string; answer: string; order: number };

export type ItineraryData = {
  project: ProjectView;
  events: EventView[];
  faqs: FaqView[];
  role: Role;
};

export type CreateProjectResponse = {
  success: true;
  project: {
    projectId: string;
    name: string;
    accessCode: string;
    adminCode: string;
    ownerEmail: string | null;
    redirectUrl: string;
  };
};

export type PreviewResponse = { success: true; project: { name: string; ownerName: string | null } };

/** `next`: where the browser goes now, the itinerary or, for a new grant on an itinerary with a guest list, "Who are you?". */
export type AccessResponse = { success: true; project: { projectId: string; name: string }; next: string };

/** One place suggested by the location autocomplete. */
export type GeocodeResult = { label: string; latitude: number; longitude: number };
/** `available: false` when no geocoder answered: the location stays free text. */
export type GeocodeResponse = { results: GeocodeResult[]; available: boolean };
/** POST …/images/upload-url: PUT the image to `uploadURL`, then save `publicUrl`. */
export type UploadUrlResponse = { uploadURL: string; publicUrl: string };
/** POST …/images: the saved list, re-encoded, as the admin sees the project. */
export type SaveImagesResponse = { success: true; project: ProjectView };

/** A payment record (GET …/payments): amounts in cents. */
export type PaymentView = {
  id: number;
  amount: number;
  currency: string;
  status: string;
  paymentMethodType: string;
  receiptUrl: string | null;
  createdAt: string;
};

/** GET /api/auth/user. */
export type AuthUserView = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
};

/** One card of the dashboard's Itineraries tab: GET /api/my-projects. */
export type MyProjectView = {
  projectId: string;
  name: string;
  customTitle: string | null;
  ownerName: string | null;
  isPaid: boolean;
  /** Distinct attendee names over the itinerary's events ('Everyone' is not a name). */
  participantCount: number;
  eventCount: number;
  createdAt: string;
};

/** An event parsed from a forwarded email, waiting in the dashboard: an event's fields, the date maybe not yet. */
export type UnclaimedEventView = Pick<EventView, 'id' | 'title' | 'description' | 'location' | 'attendees' | 'vibe' | 'eventType'> & {
  /** ISO instant, or null when the email gave no usable date. */
  datetime: string | null;
  /** A leg's two ends as the confirmation gave them; null for other bookings and once the date or place was edited. */
  journey: Journey | null;
  needsReview: boolean;
  cancelled: boolean;
  createdAt: string;
};

/** GET /api/users/forwarding-address: where to forward confirmation emails. */
export type ForwardingAddressView = {
  /** The user's personal address (plans+<token>@domain): works without any sender check. */
  address: string;
  /** The shared address: accepted only from the user's own email, with DKIM/SPF alignment. */
  sharedAddress: string;
};

/** One kind of code's guessing budget today (admins only; docs/security-codes.md). */
export type CodeBudgetState = {
  /** Wrong codes checked in the current window (at most `limit`). */
  used: number;
  limit: number;
  /** True once the day's budget is spent: codes of this kind are not checked until `resetsAt`. */
  spent: boolean;
  /** ISO instant the window ends, or null when no wrong code was checked in a day. */
  resetsAt: string | null;
};

/** GET /api/projects/{id}/code-budget: both budgets of an itinerary, for its admins. */
export type CodeBudgetStatus = { access: CodeBudgetState; admin: CodeBudgetState };

/** POST /api/projects/{id}/access-code: the itinerary with its new random access code. */
export type NewAccessCodeResponse = { success: true; project: ProjectView; signedOut: boolean };
