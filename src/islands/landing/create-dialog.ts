/**
 * The landing page's create form: a native
 * <dialog> opened by any `[data-open-create]` element (without this script, those open the `/new`
 * page, which posts the same form to the server). Validates the name with the endpoint's own
 * rule, POSTs /api/projects, remembers the new project in browser storage and goes to its
 * redirectUrl. The check and the request load when the dialog opens (./create-request.ts).
 */
import { MESSAGES } from '../../lib/messages';
import { trackEvent } from '../../lib/analytics';
import { browserTimeZone } from '../../lib/time-zones';
import { returnFocus } from '../../ui/focus-return';

const CREATE_FAILED = 'Failed to create project. Please try again.';

let request: Promise<typeof import('./create-request')> | null = null;
/** The check and the request, loaded once (a failed load is tried again on the next submit). */
function loadRequest() {
  request ??= import('./create-request').catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

export function initCreateDialog(dialog: HTMLDialogElement): void {
  const form = dialog.querySelector<HTMLFormElement>('[data-create-form]');
  const nameInput = dialog.querySelector<HTMLInputElement>('#itinerary-name');
  const terms = dialog.querySelector<HTMLInputElement>('#accept-terms');
  const submit = dialog.querySelector<HTMLButtonElement>('[data-create-submit]');
  const alertBox = dialog.querySelector<HTMLElement>('[data-create-alert]');
  if (!form || !nameInput || !terms || !submit || !alertBox) return;
  // The new itinerary starts in this browser's zone; the field carries it in any post of the form.
  const timeZoneInput = form.querySelector<HTMLInputElement>('[data-create-time-zone]');
  if (timeZoneInput) timeZoneInput.value = browserTimeZone() ?? '';

  let pending = false;
  /** The button that opened the dialog: focus goes back to it on closing. */
  let opener: Element | null = null;

  function showAlert(title: string, description: string): void {
    const box = document.createElement('div');
    box.className =
      'mt-5 flex gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900';
    const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    icon.setAttribute('viewBox', '0 0 24 24');
    icon.setAttribute('aria-hidden', 'true');
    icon.setAttribute('class', 'mt-0.5 size-5 shrink-0 text-red-700');
    icon.innerHTML =
      '<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 8v4M12 16h.01" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>';
    const text = document.createElement('div');
    const heading = document.createElement('p');
    heading.className = 'font-bold';
    heading.textContent = title;
    const body = document.createElement('p');
    body.className = 'mt-0.5';
    body.textContent = description;
    text.append(heading, body);
    box.append(icon, text);
    alertBox?.replaceChildren(box);
  }

  function clearAlert(): void {
    alertBox?.replaceChildren();
    nameInput?.removeAttribute('aria-invalid');
    terms?.removeAttribute('aria-invalid');
  }

  function setPending(value: boolean): void {
    pending = value;
    if (!submit) return;
    submit.disabled = value;
    submit.textContent = value ? 'Creating...' : 'Create';
    form?.setAttribute('aria-busy', String(value));
  }

  /** `label` names the opener for analytics (every opener carries `data-track-label`). */
  function open(label: string | undefined): void {
    if (dialog.open) return;
    opener = document.activeElement;
    clearAlert();
    trackEvent('button_click', { event_category: 'engagement', event_label: label });
    trackEvent('modal_open', { event_category: 'modal', event_label: 'create_itinerary' });
    trackEvent('funnel_step', { event_category: 'funnel', event_label: 'create_form_opened' });
    // Focuses the name field: it has autofocus.
    dialog.showModal();
    void loadRequest().catch(() => {});
  }

  document.querySelectorAll<HTMLElement>('[data-open-create]').forEach((el) => {
    // The opener is a form's button that leads to /new without this script: the dialog instead.
    el.addEventListener('click', (event) => {
      event.preventDefault();
      open(el.dataset.trackLabel);
    });
  });

  // The close buttons, and a click on the backdrop (it lands on the <dialog> element itself,
  // outside the form).
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest('[data-close-create]')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    trackEvent('modal_close', { event_category: 'modal', event_label: 'create_itinerary' });
    returnFocus(opener);
    opener = null;
  });

  nameInput.addEventListener('input', () => {
    if (nameInput.hasAttribute('aria-invalid')) clearAlert();
  });
  terms.addEventListener('change', () => {
    if (terms.hasAttribute('aria-invalid')) clearAlert();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    clearAlert();
    setPending(true);
    void submitForm().catch(() => {
      // The check and the request could not load (a dropped connection): the form posts to /new,
      // which checks and creates on the server, as without this script.
      form.submit();
    });
  });

  async function submitForm(): Promise<void> {
    if (!nameInput || !terms) return;
    const { checkName, errorMessage, requestNewItinerary } = await loadRequest();
    const parsed = checkName(nameInput.value);
    if (!parsed.ok) {
      setPending(false);
      const message = parsed.message;
      showAlert(message === MESSAGES.nameRequired ? 'Missing Information' : 'Invalid Name', message);
      nameInput.setAttribute('aria-invalid', 'true');
      nameInput.focus();
      return;
    }
    // The API takes no terms box: this form asks for it, as /new does on the server.
    if (!terms.checked) {
      setPending(false);
      showAlert('Terms Required', MESSAGES.termsRequired);
      terms.setAttribute('aria-invalid', 'true');
      terms.focus();
      return;
    }
    trackEvent('funnel_step', { event_category: 'funnel', event_label: 'create_submitted' });
    try {
      const project = await requestNewItinerary({ name: parsed.data.name, timeZone: timeZoneInput?.value || undefined });
      trackEvent('itinerary_action', { event_category: 'itinerary', event_label: 'created', project_id: project.projectId });
      trackEvent('funnel_step', { event_category: 'funnel', event_label: 'project_created' });
      // Stay in the pending state: the page is about to change.
      window.location.assign(project.redirectUrl);
    } catch (error) {
      showAlert('Error', errorMessage(error, CREATE_FAILED));
      setPending(false);
    }
  }
}
