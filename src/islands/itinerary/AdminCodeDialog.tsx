import { useState, type SubmitEvent } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { adminCodeKey, writeStorage } from '../../lib/browser-storage';
import { MAX_CODE_INPUT_LENGTH } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import { toastProblem, toastSuccess } from '../../stores/toast';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { FormActions } from '@/ui/FormActions';

type Props = { open: boolean; onClose: () => void; projectId: string; onGranted: () => void };

/** Checks an admin code with the server; true when this browser is now an admin. */
export async function verifyAdmin(projectId: string, adminCode: string): Promise<true | ApiError | Error> {
  try {
    await apiRequest('POST', `/api/projects/${encodeURIComponent(projectId)}/verify-admin`, { adminCode });
    writeStorage('local', adminCodeKey(projectId), adminCode.trim().toUpperCase());
    return true;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The verify endpoint's own check of a typed code, loaded on first use so the guest page does not
 * download the validation library; null when it cannot be loaded (offline), as a failed call.
 */
async function checkAdminCode(adminCode: string) {
  const schemas = await import('../../lib/schemas').catch(() => null);
  return schemas?.checkForm(schemas.verifyAdminSchema, { adminCode }) ?? null;
}

/** 'Admin Access Required': asks for the admin code; an empty or wrong code gets a toast ('Missing Code', the server's refusal). */
export function AdminCodeDialog({ open, onClose, projectId, onGranted }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    // A missing code gets its toast, anything else the server would refuse its field message.
    const checked = await checkAdminCode(code);
    if (checked && !checked.ok) {
      if (checked.message === MESSAGES.adminCodeRequired) {
        toastProblem('Missing Code', checked.message);
      } else {
        setError(checked.errors.adminCode);
      }
      return;
    }
    setBusy(true);
    const result = checked ? await verifyAdmin(projectId, checked.data.adminCode) : new Error('The admin code could not be checked.');
    setBusy(false);
    if (result === true) {
      toastSuccess('Admin Access Granted', 'You are now in edit mode.');
      setCode('');
      onGranted();
      return;
    }
    if (result instanceof ApiError && result.status !== 500) {
      toastProblem('Access Denied', result.data?.message ?? MESSAGES.invalidAdminCode);
      return;
    }
    toastProblem('Error', 'Failed to verify admin code. Please try again.');
  }

  return (
    <Dialog open={open} onClose={onClose} size="sm" title="Admin Access Required" description={MESSAGES.adminCodeWhere}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          id="admin-code"
          label="Admin Code"
          className="font-mono tracking-[0.25em] uppercase"
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_INPUT_LENGTH}
          data-autofocus
          placeholder="ABCD2345"
        />
        <FormActions onCancel={onClose} busy={busy} submitLabel="Enter Edit Mode" busyLabel="Checking..." submitDisabled={!code.trim()} />
      </form>
    </Dialog>
  );
}
