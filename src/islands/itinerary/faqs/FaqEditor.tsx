import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@/lib/limits';
import { checkForm, faqInputSchema, type FaqInput } from '@/lib/schemas';
import { FAQ_TEXT } from './faq-messages';

/** How the editor was closed: a keyboard or button close moves focus back; leaving never does. */
export type CloseVia = 'enter' | 'button' | 'escape' | 'leave';

type Props = {
  /** The FAQ being edited, or empty strings for a new one. */
  initial: FaqInput;
  isNew: boolean;
  /** The field to start in (the organiser clicked the answer, say). */
  startIn?: 'question' | 'answer';
  /** Saves; resolves true when saved (the parent then closes the editor). */
  onSave: (input: FaqInput, via: CloseVia) => Promise<boolean>;
  onClose: (via: CloseVia) => void;
};

type FieldErrors = { question?: string | undefined; answer?: string | undefined };

/**
 * The inline FAQ editor. Enter saves (in the question
 * it moves on to the answer until both are filled), Shift+Enter is a new line, Escape cancels.
 * Leaving the card saves when both fields are filled. Otherwise an existing FAQ goes back to
 * what it was, an empty new card closes, and a half-written new card stays open so nothing
 * typed is lost.
 */
export function FaqEditor({ initial, isNew, startIn = 'question', onSave, onClose }: Props) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLInputElement>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const [question, setQuestion] = useState(initial.question);
  const [answer, setAnswer] = useState(initial.answer);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // The latest values for the deferred leave check (a timer callback sees an old render).
  const draft = useRef({ question, answer });
  draft.current = { question, answer };

  useEffect(() => {
    const field = startIn === 'answer' ? answerRef.current : questionRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [startIn]);

  function unchanged(input: FaqInput) {
    return !isNew && input.question === initial.question.trim() && input.answer === initial.answer.trim();
  }

  /** A non-empty trimmed question and answer, checked with the server's own schema. */
  function validate(): FaqInput | null {
    const checked = checkForm(faqInputSchema, draft.current);
    if (checked.ok) return checked.data;
    setErrors(checked.errors);
    (checked.errors.question ? questionRef.current : answerRef.current)?.focus();
    return null;
  }

  async function save(via: CloseVia) {
    if (busyRef.current) return;
    const input = validate();
    if (!input) return;
    if (unchanged(input)) {
      onClose(via);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const saved = await onSave(input, via);
    busyRef.current = false;
    if (!saved) setBusy(false);
  }

  function leave() {
    if (busyRef.current) return;
    const q = draft.current.question.trim();
    const a = draft.current.answer.trim();
    if (q && a) void save('leave');
    else if (isNew && (q || a)) return;
    else onClose('leave');
  }

  function onQuestionKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (question.trim() && answer.trim()) void save('enter');
    else if (!question.trim()) validate();
    else answerRef.current?.focus();
  }

  function onAnswerKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Shift+Enter keeps the textarea's own new line.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void save('enter');
  }

  const questionError = `${id}-question-error`;
  const answerError = `${id}-answer-error`;
  return (
    <div
      ref={container}
      role="group"
      aria-label={isNew ? 'New FAQ' : 'Edit FAQ'}
      aria-busy={busy}
      // Clicks on the card's padding focus the card itself, which is not leaving it.
      tabIndex={-1}
      className="rounded-[var(--theme-radius)] border-2 border-[var(--theme-primary)] bg-white p-4 shadow-card outline-none sm:p-5"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        if (!busyRef.current) onClose('escape');
      }}
      onBlur={(e) => {
        if (container.current?.contains(e.relatedTarget as Node | null)) return;
        // A window that loses focus (the organiser switched apps) keeps its active element:
        // that is not leaving the card, so look again once focus has settled.
        window.setTimeout(() => {
          if (!container.current || container.current.contains(document.activeElement)) return;
          leave();
        }, 0);
      }}
    >
      <label htmlFor={`${id}-question`} className="sr-only">
        Question
      </label>
      <input
        ref={questionRef}
        id={`${id}-question`}
        className="input font-semibold aria-invalid:border-red-600"
        placeholder={FAQ_TEXT.questionPlaceholder}
        aria-required="true"
        aria-invalid={errors.question ? true : undefined}
        aria-describedby={errors.question ? questionError : undefined}
        value={question}
        maxLength={FAQ_QUESTION_MAX}
        readOnly={busy}
        enterKeyHint="next"
        onChange={(e) => {
          setQuestion(e.target.value);
          if (errors.question) setErrors({ ...errors, question: undefined });
        }}
        onKeyDown={onQuestionKeyDown}
      />
      {errors.question && (
        <p id={questionError} className="mt-1.5 text-sm font-medium text-red-700">
          {errors.question}
        </p>
      )}
      <label htmlFor={`${id}-answer`} className="sr-only">
        Answer
      </label>
      <textarea
        ref={answerRef}
        id={`${id}-answer`}
        className="input mt-3 min-h-28 resize-none field-sizing-content aria-invalid:border-red-600"
        placeholder={FAQ_TEXT.answerPlaceholder}
        aria-required="true"
        aria-invalid={errors.answer ? true : undefined}
        aria-describedby={errors.answer ? answerError : undefined}
        rows={3}
        value={answer}
        maxLength={FAQ_ANSWER_MAX}
        readOnly={busy}
        enterKeyHint="done"
        onChange={(e) => {
          setAnswer(e.target.value);
          if (errors.answer) setErrors({ ...errors, answer: undefined });
        }}
        onKeyDown={onAnswerKeyDown}
      />
      {errors.answer && (
        <p id={answerError} className="mt-1.5 text-sm font-medium text-red-700">
          {errors.answer}
        </p>
      )}
      <div className="mt-3 flex items-center justify-end gap-2">
        <p className="mr-auto hidden text-xs text-ink-muted sm:block">
          <kbd className="font-sans font-semibold">Esc</kbd> to cancel
        </p>
        {/* preventDefault on mousedown keeps focus in the fields, so a click here is not "leaving". */}
        <button type="button" className="btn-ghost" disabled={busy} onMouseDown={(e) => e.preventDefault()} onClick={() => onClose('button')}>
          Cancel
        </button>
        <button
          type="button"
          className="btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-sm hover:brightness-95"
          disabled={busy}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void save('button')}
        >
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </div>
  );
}
