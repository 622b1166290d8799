/**
 * 'Help Us Improve!': organisers and guests alike say who they are
 * and what they think. Lazy-loaded: it brings the shared zod schema along.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { apiRequest } from '../../lib/api-client';
import { FEEDBACK_TEXT_MAX } from '../../lib/limits';
import { feedbackSchema, type FeedbackInput } from '../../lib/organiser-schemas';
import { checkForm, MESSAGES } from '../../lib/schemas';
import { toastProblem } from '../../stores/toast';
import { Dialog } from '../../ui/Dialog';
import { Field, FieldError } from '@/ui/Field';
import { FormActions } from '@/ui/FormActions';
import { useDialogWrite } from './useDialogWrite';

type Props = { open: boolean; onClose: () => void; projectId: string };
type UserType = FeedbackInput['userType'];

const ROLES: { value: UserType; label: string; hint: string }[] = [
  { value: 'owner', label: "I'm the organiser", hint: 'I plan and edit this itinerary' },
  { value: 'guest', label: "I'm a guest", hint: 'Someone shared this itinerary with me' },
];

export default function FeedbackDialog({ open, onClose, projectId }: Props) {
  const [userType, setUserType] = useState<UserType | null>(null);
  const [text, setText] = useState('');
  const { busy, write } = useDialogWrite({
    close: onClose,
    afterSaved: () => {
      setText('');
      setUserType(null);
    },
  });
  // The failed check's message beside the question it is about (the toast says it too).
  const [errors, setErrors] = useState<{ userType?: string; feedbackText?: string }>({});
  const textId = useId();

  function close() {
    if (busy) return;
    onClose();
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const checked = checkForm(feedbackSchema, { userType, feedbackText: text });
    if (!checked.ok) {
      const { message } = checked;
      // A missing role or empty text has its own title; a too-long text says why.
      const title = message === MESSAGES.feedbackMissing ? 'Missing Information' : 'Error';
      // Only the first refused question shows its message: the first field in `errors`.
      setErrors({ [Object.keys(checked.errors)[0] === 'userType' ? 'userType' : 'feedbackText']: message });
      toastProblem(title, message);
      return;
    }
    setErrors({});
    await write(() => apiRequest('POST', `/api/projects/${encodeURIComponent(projectId)}/feedback`, checked.data), {
      done: { title: 'Thank you!', description: 'Your feedback helps us make every itinerary better.' },
      failed: 'Failed to submit feedback. Please try again.',
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Help Us Improve!"
      description="Tell us what works, what doesn't, and what you wish this itinerary could do."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset aria-describedby={errors.userType ? `${textId}-role-error` : undefined}>
          <legend className="label">Who are you?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ROLES.map((role) => (
              <label
                key={role.value}
                className="flex cursor-pointer items-start gap-3 rounded-2xl border border-gray-200 p-3 transition has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
              >
                <input
                  type="radio"
                  name="feedback-role"
                  value={role.value}
                  checked={userType === role.value}
                  onChange={() => {
                    setUserType(role.value);
                    setErrors((x) => ({ ...x, userType: undefined }));
                  }}
                  // The form starts on its first question, not on ×.
                  data-autofocus={role.value === ROLES[0]?.value ? true : undefined}
                  className="mt-1 h-4 w-4 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-semibold text-ink">{role.label}</span>
                  <span className="block text-xs text-ink-soft">{role.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.userType && <FieldError id={`${textId}-role-error`}>{errors.userType}</FieldError>}
        </fieldset>
        <Field id={textId} label="Your feedback" error={errors.feedbackText} controlClassName="min-h-32 resize-y">
          {(control) => (
            <textarea
              {...control}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setErrors((x) => ({ ...x, feedbackText: undefined }));
              }}
              maxLength={FEEDBACK_TEXT_MAX}
              rows={5}
              placeholder="What should we improve?"
            />
          )}
        </Field>
        <FormActions onCancel={close} busy={busy} submitLabel="Send Feedback" busyLabel="Sending..." />
      </form>
    </Dialog>
  );
}
